import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ToastProvider } from '@/components/toast/toast-provider';
import { setApiBase } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import type { FakeApi } from './fake-api';

/**
 * One feature's component with the data and toast providers it needs, talking to `api`; a test that refetches as the
 * app would (on a live message, say) passes the query client it then invalidates.
 */
export function renderWithProviders(api: FakeApi, ui: ReactNode, queryClient: QueryClient = createQueryClient()) {
  setApiBase(api.url);
  return render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>{ui}</ToastProvider>
    </QueryClientProvider>,
  );
}
