import { PASSWORD_RESET_NOT_SET_UP, RESET_USERNAME_NEEDED, passwordResetLinkSent } from '@iec-bets/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorReply, type FakeApi, startVisitorApi } from '@/test-support/fake-api';
import { renderApp } from '@/test-support/render-app';
import { messageBeside } from '@/test-support/message-beside';

describe("the log-in dialog's 'Forgot your password?'", () => {
  let server: FakeApi;
  beforeEach(async () => {
    server = await startVisitorApi();
  });
  afterEach(() => server.close());

  const linkRequests = () => server.requests.filter((request) => request.path === '/api/auth/forgot-password');

  /** The Log In tab, with `username` typed, and then "Forgot your password?" pressed. */
  async function openForgotForm(username = '') {
    const user = userEvent.setup();
    renderApp(server, '/');
    await user.click(await screen.findByRole('button', { name: 'Join' }));
    const dialog = await screen.findByRole('dialog', { name: 'Join IEC Bets' });
    await user.click(within(dialog).getByRole('tab', { name: 'Log In' }));
    if (username) await user.type(within(dialog).getByLabelText('Username'), username);
    await user.click(within(dialog).getByRole('button', { name: 'Forgot your password?' }));
    const form = await within(dialog).findByRole('region', { name: 'Forgot your password?' });
    const field = () => within(form).getByLabelText('Username') as HTMLInputElement;
    const send = () => user.click(within(form).getByRole('button', { name: 'Email Me a Link' }));
    return { user, dialog, form, field, send };
  }

  it("takes the place of the log-in form with the username typed, and shows the server's answer as it comes", async () => {
    server.on('POST /api/auth/forgot-password', { status: 202, body: { message: passwordResetLinkSent('thandi') } });
    const { dialog, form, field, send } = await openForgotForm('thandi');

    expect(within(form).getByRole('heading', { level: 3, name: 'Forgot your password?' })).toBeDefined();
    expect(
      within(form).getByText('Enter your username, and we will email a link to choose a new password to the address on your account.'),
    ).toBeDefined();
    // In place of the log-in form, so that the tab holds one Username field; the keyboard is in it.
    expect(within(dialog).queryByRole('button', { name: 'Log In' })).toBeNull();
    expect(within(dialog).getAllByLabelText('Username')).toHaveLength(1);
    expect(field().value).toBe('thandi');
    await waitFor(() => expect(document.activeElement).toBe(field()));
    // The live region is in the page before anything is said in it, so that a screen reader announces the answer.
    const status = within(form).getByRole('status');
    expect(status.textContent).toBe('');

    await send();

    await waitFor(() => expect(status.textContent).toBe(passwordResetLinkSent('thandi')));
    expect(linkRequests().map((request) => request.body)).toEqual([{ username: 'thandi' }]);
    expect(within(dialog).getByRole('button', { name: 'Back to Log In' })).toBeDefined();
  });

  it('asks for the username beside its field before sending, and shows a refusal of it there too', async () => {
    server.on('POST /api/auth/forgot-password', errorReply(400, RESET_USERNAME_NEEDED));
    const { user, field, send } = await openForgotForm();

    await send();
    await waitFor(() => expect(messageBeside(field())).toBe(RESET_USERNAME_NEEDED));
    expect(linkRequests()).toEqual([]);

    await user.type(field(), 'thandi');
    await send();
    await waitFor(() => expect(linkRequests()).toHaveLength(1));
    await waitFor(() => expect(messageBeside(field())).toBe(RESET_USERNAME_NEEDED));
    expect(document.activeElement).toBe(field());
  });

  it("says so when this server sends no email, as the request's refusal rather than the field's", async () => {
    server.on('POST /api/auth/forgot-password', errorReply(503, PASSWORD_RESET_NOT_SET_UP));
    const { form, field, send } = await openForgotForm('thandi');

    await send();

    expect((await within(form).findByRole('alert')).textContent).toBe(PASSWORD_RESET_NOT_SET_UP);
    expect(field().getAttribute('aria-invalid')).toBe('false');
    expect(within(form).getByRole('status').textContent).toBe('');
  });

  it('says at once that this server cannot send a link when it sends no email, in place of a form that would be refused', async () => {
    server.on('GET /api/notifications/channels', {
      body: { push: { available: false }, email: { available: false, reason: 'Email notifications are not set up on this server' }, whatsapp: { available: false } },
    });
    const user = userEvent.setup();
    renderApp(server, '/');
    await user.click(await screen.findByRole('button', { name: 'Join' }));
    const dialog = await screen.findByRole('dialog', { name: 'Join IEC Bets' });
    await user.click(within(dialog).getByRole('tab', { name: 'Log In' }));
    await user.click(within(dialog).getByRole('button', { name: 'Forgot your password?' }));

    const notice = await within(dialog).findByRole('region', { name: 'Forgot your password?' });
    await within(notice).findByText(PASSWORD_RESET_NOT_SET_UP);
    expect(within(notice).queryByLabelText('Username')).toBeNull();
    expect(within(notice).queryByRole('button', { name: 'Email Me a Link' })).toBeNull();
    // The keyboard is on the words that took the pressed button's place, not lost to the page.
    const heading = within(notice).getByRole('heading', { name: 'Forgot your password?' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(document.getElementById(heading.getAttribute('aria-describedby')!)?.textContent).toBe(PASSWORD_RESET_NOT_SET_UP);
    expect(linkRequests()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Back to Log In' }));
    expect(within(dialog).getByRole('button', { name: 'Log In' })).toBeDefined();
  });

  it("passes on the server's word when asked too often", async () => {
    server.on('POST /api/auth/forgot-password', errorReply(429, 'Too many attempts. Please wait 1 minute and try again.'));
    const { form, send } = await openForgotForm('thandi');

    await send();

    expect((await within(form).findByRole('alert')).textContent).toBe('Too many attempts. Please wait 1 minute and try again.');
  });

  it('goes back to the log-in form as it was left, with the keyboard at the password', async () => {
    const user = userEvent.setup();
    renderApp(server, '/');
    await user.click(await screen.findByRole('button', { name: 'Join' }));
    const dialog = await screen.findByRole('dialog', { name: 'Join IEC Bets' });
    await user.click(within(dialog).getByRole('tab', { name: 'Log In' }));
    await user.type(within(dialog).getByLabelText('Username'), 'thandi');
    await user.type(within(dialog).getByLabelText('Password'), 'not quite it');
    await user.click(within(dialog).getByRole('button', { name: 'Forgot your password?' }));
    await within(dialog).findByRole('heading', { name: 'Forgot your password?' });

    await user.click(within(dialog).getByRole('button', { name: 'Back to Log In' }));

    expect(within(dialog).queryByRole('heading', { name: 'Forgot your password?' })).toBeNull();
    const password = within(dialog).getByLabelText('Password') as HTMLInputElement;
    expect(document.activeElement).toBe(password);
    expect([(within(dialog).getByLabelText('Username') as HTMLInputElement).value, password.value]).toEqual(['thandi', 'not quite it']);
    expect(within(dialog).getByRole('button', { name: 'Log In' })).toBeDefined();
    expect(linkRequests()).toEqual([]);
  });
});
