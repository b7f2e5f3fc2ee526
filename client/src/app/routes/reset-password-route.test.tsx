import { PASSWORD_RESET_LINK_INVALID } from '@iec-bets/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { AppRoutes } from '@/app/router';
import { setApiBase } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { errorReply, type FakeApi, startFakeApi } from '@/test-support/fake-api';

describe("the link's token in the browser's own address", () => {
  let server: FakeApi;
  beforeEach(async () => {
    server = await startFakeApi();
    server.on('GET /api/auth/me', errorReply(401, 'Please log in'));
  });
  afterEach(async () => {
    // The page is shared with the next test file (isolate: false): it leaves at the root, as it came.
    window.history.replaceState(null, '', '/');
    await server.close();
  });

  it('is gone from the address bar and the history entry, replaced rather than added to', async () => {
    window.history.pushState(null, '', '/reset-password#tok-in-the-address');
    const entries = window.history.length;
    setApiBase(server.url);
    // As renderApp renders the app, under the browser's own router.
    render(
      <AppProviders queryClient={createQueryClient()}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>,
    );

    await screen.findByLabelText('New password (at least 8 characters)');
    await waitFor(() => expect(window.location.hash).toBe(''));
    expect(window.location.pathname).toBe('/reset-password');
    expect(window.history.length).toBe(entries);

    server.on('POST /api/auth/reset-password', errorReply(400, PASSWORD_RESET_LINK_INVALID));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password (at least 8 characters)'), 'a brand new password');
    await user.type(screen.getByLabelText('Confirm new password'), 'a brand new password');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    await screen.findByText(PASSWORD_RESET_LINK_INVALID);
    expect(server.requests.find((request) => request.path === '/api/auth/reset-password')?.body).toMatchObject({ token: 'tok-in-the-address' });
  });
});
