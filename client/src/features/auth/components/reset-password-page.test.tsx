import { PASSWORD_RESET_LINK_INVALID, PASSWORD_RESET_NOT_SET_UP, passwordResetLinkSent } from '@iec-bets/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Address, AddressBar, address, goTo } from '@/test-support/address-bar';
import { errorReply, type FakeApi, startVisitorApi } from '@/test-support/fake-api';
import { queryKeys } from '@/lib/query-keys';
import { aUser } from '@/test-support/fixtures';
import { renderApp } from '@/test-support/render-app';
import { messageBeside } from '@/test-support/message-beside';

describe('/reset-password, where the emailed link leads', () => {
  let server: FakeApi;
  beforeEach(async () => {
    server = await startVisitorApi();
  });
  afterEach(() => server.close());

  const resets = () => server.requests.filter((request) => request.path === '/api/auth/reset-password');

  async function openPage(path = '/reset-password#a-token-from-the-email') {
    const user = userEvent.setup();
    const app = renderApp(
      server,
      path,
      <>
        <Address />
        <AddressBar />
      </>,
    );
    await screen.findByRole('heading', { level: 1, name: 'Choose a New Password' });
    const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
    const fields = { next: () => field('New password (at least 8 characters)'), again: () => field('Confirm new password') };
    async function choose(next: string, again = next) {
      if (next) await user.type(fields.next(), next);
      if (again) await user.type(fields.again(), again);
      await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    }
    return { user, app, fields, choose };
  }

  it('reads the token from the fragment, takes it out of the address, and sets the password with it, signed in', async () => {
    const { app, fields, choose } = await openPage();
    server.on('POST /api/auth/reset-password', { body: aUser() });

    await waitFor(() => expect(address()).toBe('/reset-password'));
    expect(fields.next().getAttribute('autocomplete')).toBe('new-password');
    expect(fields.again().getAttribute('autocomplete')).toBe('new-password');
    expect(document.title).toBe('Choose a New Password · IEC Bets');
    // No one is signed in here to be told that the link's account takes their place.
    expect(screen.queryByText(/You are signed in as/)).toBeNull();

    await choose('a brand new password');

    expect(await screen.findByText('Password Updated')).toBeDefined();
    expect(screen.getByText('You are signed in as @thandi with your new password. Every other device was signed out.')).toBeDefined();
    expect(resets().map((request) => request.body)).toEqual([{ token: 'a-token-from-the-email', newPassword: 'a brand new password' }]);
    await waitFor(() => expect(address()).toBe('/'));
    expect(app.queryClient.getQueryData(['auth', 'me'])).toEqual(aUser());
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeDefined();
  });

  it('holds the new password to the rules and to its confirmation, beside each field, and sends nothing', async () => {
    const { fields, choose } = await openPage();

    await choose('short');
    await waitFor(() => expect(messageBeside(fields.next())).toBe('Password must be at least 8 characters'));
    expect(document.activeElement).toBe(fields.next());

    await choose('er than that', 'shorter than this');
    await waitFor(() => expect(messageBeside(fields.again())).toBe('The two new passwords do not match'));
    expect(fields.next().getAttribute('aria-invalid')).toBe('false');
    expect(resets()).toEqual([]);
  });

  it('puts a rule the server refuses the password by beside the new password, and a refusal of the request in the form', async () => {
    const { fields, choose, user } = await openPage();
    server.on('POST /api/auth/reset-password', errorReply(400, 'Password must be at most 200 characters'));

    await choose('a brand new password');
    await waitFor(() => expect(messageBeside(fields.next())).toBe('Password must be at most 200 characters'));
    expect(document.activeElement).toBe(fields.next());

    server.on('POST /api/auth/reset-password', errorReply(503, PASSWORD_RESET_NOT_SET_UP));
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    // In the form, once: the field's message went with a try the field passed.
    await waitFor(() => expect(within(screen.getByRole('main')).getAllByRole('alert').map((alert) => alert.textContent)).toEqual([PASSWORD_RESET_NOT_SET_UP]));
    expect(fields.next().getAttribute('aria-invalid')).toBe('false');
    expect(screen.queryByText('Password Updated')).toBeNull();
  });

  it('says plainly when the link has expired or was used, and offers a new one right there', async () => {
    const { choose, user } = await openPage();
    server.on('POST /api/auth/reset-password', errorReply(400, PASSWORD_RESET_LINK_INVALID));
    server.on('POST /api/auth/forgot-password', { status: 202, body: { message: passwordResetLinkSent('thandi') } });

    await choose('a brand new password');

    expect((await screen.findByText(PASSWORD_RESET_LINK_INVALID)).getAttribute('role')).toBe('alert');
    expect(screen.queryByLabelText('New password (at least 8 characters)')).toBeNull();
    const ask = screen.getByRole('region', { name: 'Ask for a New Link' });
    expect(within(ask).getByRole('heading', { level: 2 })).toBeDefined();
    // The form the person was using has gone: the keyboard goes on into the one that takes its place.
    const username = within(ask).getByLabelText('Username');
    await waitFor(() => expect(document.activeElement).toBe(username));

    await user.type(username, 'thandi');
    await user.click(within(ask).getByRole('button', { name: 'Email Me a Link' }));
    await waitFor(() => expect(within(ask).getByRole('status').textContent).toBe(passwordResetLinkSent('thandi')));
  });

  it('reads a link pasted into the same tab after a refusal, the refusal and the old link gone with it', async () => {
    const { choose, fields } = await openPage();
    server.on('POST /api/auth/reset-password', errorReply(400, PASSWORD_RESET_LINK_INVALID));
    await choose('a brand new password');
    await screen.findByText(PASSWORD_RESET_LINK_INVALID);
    await waitFor(() => expect(address()).toBe('/reset-password'));

    // The new email's link, pasted into this tab's address bar: the fragment alone changes, the page is not loaded anew.
    act(() => goTo('/reset-password#the-new-token'));

    expect(screen.queryByText(PASSWORD_RESET_LINK_INVALID)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Ask for a New Link' })).toBeNull();
    await waitFor(() => expect(address()).toBe('/reset-password'));
    // A fresh form: nothing typed for the refused link is left in it.
    expect([fields.next().value, fields.again().value]).toEqual(['', '']);
    server.on('POST /api/auth/reset-password', { body: aUser() });
    await choose('a brand new password');
    expect(await screen.findByText('Password Updated')).toBeDefined();
    expect(resets().map((request) => (request.body as { token: string }).token)).toEqual(['a-token-from-the-email', 'the-new-token']);
  });

  it('says a conflict in the form like any other refusal, keeping the form and the link', async () => {
    const { choose, fields } = await openPage();
    server.on('POST /api/auth/reset-password', errorReply(409, 'Something else happened to the account meanwhile.'));

    await choose('a brand new password');

    await waitFor(() =>
      expect(within(screen.getByRole('main')).getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
        'Something else happened to the account meanwhile.',
      ]),
    );
    expect(screen.queryByRole('region', { name: 'Ask for a New Link' })).toBeNull();
    expect(fields.next().value).toBe('a brand new password');
  });

  it('says what to do when the address carries no link, with the form to ask for one', async () => {
    await openPage('/reset-password');

    expect(
      screen.getByText(
        'To choose a new password, open the link in the email we sent you. If you have no such email, or its link has stopped working, ask for a new one here.',
      ),
    ).toBeDefined();
    expect(screen.queryByLabelText('New password (at least 8 characters)')).toBeNull();
    const ask = screen.getByRole('region', { name: 'Ask for a New Link' });
    // Opened, not swapped in: the keyboard starts at the page's top as on any other page.
    expect(document.activeElement).not.toBe(within(ask).getByLabelText('Username'));
    expect(resets()).toEqual([]);
  });

  it("works for whoever is signed in on this device, and signs it in as the link's account, forgetting theirs", async () => {
    server.on('GET /api/auth/me', { body: aUser({ id: 'user-2', username: 'sipho', name: 'Sipho Dlamini' }) });
    server.on('POST /api/auth/reset-password', { body: aUser() });
    const { app, choose } = await openPage();
    // What the member signed in until now has seen: under their id, and not (their own suggestions).
    const theirs = [queryKeys.friends('user-2'), queryKeys.mySuggestions];
    for (const key of theirs) app.queryClient.setQueryData(key, [{ id: 'seen-by-sipho' }]);

    // The link may be for another account than theirs: they are told before they set a password with it.
    expect(
      await screen.findByText(
        'You are signed in as @sipho on this device. Setting a new password here signs you in to the account the link is for instead.',
      ),
    ).toBeDefined();

    await choose('a brand new password');

    expect(await screen.findByText('You are signed in as @thandi with your new password. Every other device was signed out.')).toBeDefined();
    await waitFor(() => expect(app.queryClient.getQueryData(['auth', 'me'])).toEqual(aUser()));
    for (const key of theirs) expect(app.queryClient.getQueryData(key)).toBeUndefined();
    // Past the cache's next notifications, when what names the last user is forgotten once more: the new one stays.
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(app.queryClient.getQueryData(['auth', 'me'])).toEqual(aUser());
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeDefined();
  });
});
