import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { AppRoutes } from '@/app/router';
import { setApiBase } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import type { FakeApi } from './fake-api';

/** The whole app at `path`, talking to `api`; `beside` is rendered under the same router (a test's own controls). */
export function renderApp(api: FakeApi, path = '/', beside?: ReactNode) {
  setApiBase(api.url);
  const queryClient = createQueryClient();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        {beside}
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, queryClient };
}

/** The admin dashboard with one tab open, as an admin clicks to it; the user-event session that did it, for more. */
export async function openAdminTab(api: FakeApi, tab: string | RegExp) {
  const user = userEvent.setup();
  renderApp(api, '/newadmin');
  await user.click(await screen.findByRole('tab', { name: tab }));
  return user;
}
