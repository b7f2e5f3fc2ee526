import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ToastProvider } from '@/components/toast/toast-provider';
import { setApiBase } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import type { FakeApi } from './fake-api';

/** One feature's component with the data and toast providers it needs, talking to `api`. */
export function renderWithProviders(api: FakeApi, ui: ReactNode) {
  setApiBase(api.url);
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ToastProvider>{ui}</ToastProvider>
    </QueryClientProvider>,
  );
}
