import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { AppRoutes } from '@/app/router';
import { setApiBase } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import type { FakeApi } from './fake-api';

/** The whole app at `path`, talking to `api`. */
export function renderApp(api: FakeApi, path = '/') {
  setApiBase(api.url);
  const queryClient = createQueryClient();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, queryClient };
}
