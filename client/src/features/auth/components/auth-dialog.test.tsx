import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorReply, type FakeApi, startFakeApi, startVisitorApi } from '@/test-support/fake-api';
import { aStats, aUser } from '@/test-support/fixtures';
import { renderApp } from '@/test-support/render-app';
import { messageBeside } from '@/test-support/message-beside';

describe('the log-in / sign-up dialog', () => {
  let server: FakeApi;
  beforeEach(async () => {
    server = await startVisitorApi();
  });
  afterEach(() => server.close());

  async function openDialog(tab: 'Log In' | 'Sign Up') {
    const user = userEvent.setup();
    renderApp(server, '/');
    await user.click(await screen.findByRole('button', { name: 'Join' }));
    const dialog = await screen.findByRole('dialog', { name: 'Join IEC Bets' });
    await user.click(within(dialog).getByRole('tab', { name: tab }));
    return { user, dialog };
  }

  it('asks for both username and password before calling the server', async () => {
    const { user, dialog } = await openDialog('Log In');

    await user.type(within(dialog).getByLabelText('Username'), 'thandi');
    await user.click(within(dialog).getByRole('button', { name: 'Log In' }));

    expect(within(dialog).getByRole('alert').textContent).toBe('Please enter both username and password');
    const password = within(dialog).getByLabelText('Password');
    expect(messageBeside(password)).toBe('Please enter both username and password');
    expect(document.activeElement).toBe(password);
    expect(within(dialog).getByLabelText('Username').getAttribute('aria-invalid')).toBe('false');
    expect(server.requests.some((request) => request.path === '/api/auth/login')).toBe(false);
  });

  it('says the message once when both are empty, beside the username, and marks the password', async () => {
    const { user, dialog } = await openDialog('Log In');

    await user.click(within(dialog).getByRole('button', { name: 'Log In' }));

    expect(within(dialog).getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Please enter both username and password', 'Required']);
    const username = within(dialog).getByLabelText('Username');
    expect(messageBeside(username)).toBe('Please enter both username and password');
    expect(messageBeside(within(dialog).getByLabelText('Password'))).toBe('Required');
    expect(document.activeElement).toBe(username);
  });

  it("shows 'Login Failed' with the server's sentence when the credentials are wrong", async () => {
    server.on('POST /api/auth/login', errorReply(401, 'Invalid username or password'));
    const { user, dialog } = await openDialog('Log In');

    await user.type(within(dialog).getByLabelText('Username'), 'thandi');
    await user.type(within(dialog).getByLabelText('Password'), 'wrong password');
    await user.click(within(dialog).getByRole('button', { name: 'Log In' }));

    const toast = await screen.findByText('Login Failed');
    expect(toast.parentElement?.textContent).toContain('Invalid username or password');
    expect(screen.getByRole('dialog')).toBeDefined();
    // In the form too, where it stays until the next try: a try the form itself refuses clears it.
    expect(within(dialog).getByText('Invalid username or password')).toBeDefined();
    await user.clear(within(dialog).getByLabelText('Password'));
    await user.click(within(dialog).getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(within(dialog).queryByText('Invalid username or password')).toBeNull());
  });

  it("welcomes a returning user back, closes the dialog and shows the member's home", async () => {
    server.on('POST /api/auth/login', { body: aUser() });
    const { user, dialog } = await openDialog('Log In');

    await user.type(within(dialog).getByLabelText('Username'), 'thandi');
    await user.type(within(dialog).getByLabelText('Password'), 'correct horse');
    await user.click(within(dialog).getByRole('button', { name: 'Log In' }));

    expect(await screen.findByText('Welcome back!')).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeDefined();
    expect(server.requests.find((request) => request.path === '/api/auth/login')?.body).toEqual({
      username: 'thandi',
      password: 'correct horse',
    });
  });

  it("hands the keyboard to the member's home once signed in, rather than leaving it on the page's body", async () => {
    server.on('POST /api/auth/login', { body: aUser() });
    server.on('GET /api/users/user-1/stats', { body: { stats: aStats() } });
    const { user, dialog } = await openDialog('Log In');

    await user.type(within(dialog).getByLabelText('Username'), 'thandi');
    await user.type(within(dialog).getByLabelText('Password'), 'correct horse');
    await user.click(within(dialog).getByRole('button', { name: 'Log In' }));

    // Join, which opened the dialog, has given way to the avatar: the home's heading takes the focus as it shows, so
    // the next Tab goes on into the home, not to the toast at the foot of the page and back to the logo.
    const heading = await screen.findByRole('heading', { name: "Today's Question" });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    await user.tab();
    expect(screen.getByRole('main').contains(document.activeElement)).toBe(true);
  });

  it('asks for every required sign-up field, then for the rules an account must meet', async () => {
    const { user, dialog } = await openDialog('Sign Up');
    const create = within(dialog).getByRole('button', { name: 'Create Account' });

    await user.type(within(dialog).getByLabelText(/Username/), 'th');
    await user.click(create);
    // Said once, beside the first required field that is empty, which takes the focus; the other empty one is marked too.
    expect(within(dialog).getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Please fill in all required fields', 'Required']);
    expect(messageBeside(within(dialog).getByLabelText(/Full name/))).toBe('Please fill in all required fields');
    expect(messageBeside(within(dialog).getByLabelText(/Password/))).toBe('Required');
    expect(within(dialog).getByLabelText(/Username/).getAttribute('aria-invalid')).toBe('false');
    expect(document.activeElement).toBe(within(dialog).getByLabelText(/Full name/));

    await user.type(within(dialog).getByLabelText(/Full name/), 'Thandi Mokoena');
    await user.type(within(dialog).getByLabelText(/Password/), 'long enough');
    await user.click(create);
    expect(within(dialog).getByRole('alert').textContent).toBe('Username must be at least 3 characters');
    expect(messageBeside(within(dialog).getByLabelText(/Username/))).toBe('Username must be at least 3 characters');

    await user.type(within(dialog).getByLabelText(/Username/), 'andi');
    await user.type(within(dialog).getByLabelText(/Phone number/), '0821234567');
    await user.click(create);
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Please enter the phone number with its country code, for example +27821234567',
    );
    expect(messageBeside(within(dialog).getByLabelText(/Phone number/))).toBe(
      'Please enter the phone number with its country code, for example +27821234567',
    );
    // The username's message is gone; its rule, told before any was broken, is still read with it.
    const usernameNotes = within(dialog).getByLabelText(/Username/).getAttribute('aria-describedby')!.split(' ');
    expect(usernameNotes.map((id) => document.getElementById(id)?.textContent)).toEqual(['3 to 30 characters: letters a–z, digits, dots or underscores']);
    expect(server.requests.some((request) => request.path === '/api/auth/signup')).toBe(false);
  });

  it('says beside the email field that it is the way back in after a forgotten password, only where this server sends email', async () => {
    const emailNotes = (dialog: HTMLElement) =>
      (within(dialog).getByLabelText('Email (optional)').getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);

    server.on('GET /api/notifications/channels', { body: { push: { available: false }, email: { available: true }, whatsapp: { available: false } } });
    const { dialog } = await openDialog('Sign Up');
    await waitFor(() => expect(emailNotes(dialog)).toEqual(['The only way to set a new password if you forget yours']));
  });

  it('makes no such promise beside the email field on a server that sends no email', async () => {
    server.on('GET /api/notifications/channels', { body: { push: { available: false }, email: { available: false }, whatsapp: { available: false } } });
    const { dialog } = await openDialog('Sign Up');
    await waitFor(() => expect(server.requests.some((request) => request.path === '/api/notifications/channels')).toBe(true));
    expect(within(dialog).queryByText('The only way to set a new password if you forget yours')).toBeNull();
  });

  it("creates the account with 'Account created successfully.'", async () => {
    server.on('POST /api/auth/signup', { status: 201, body: aUser(), headers: { 'x-position': '3' } });
    const { user, dialog } = await openDialog('Sign Up');

    await user.type(within(dialog).getByLabelText(/Full name/), 'Thandi Mokoena');
    await user.type(within(dialog).getByLabelText(/Username/), 'thandi');
    await user.type(within(dialog).getByLabelText(/Password/), 'long enough');
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Account created successfully.')).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.requests.find((request) => request.path === '/api/auth/signup')?.body).toEqual({
      username: 'thandi',
      password: 'long enough',
      name: 'Thandi Mokoena',
      email: null,
      phoneNumber: null,
    });
  });

  it("shows 'Signup Failed' with the server's reason", async () => {
    server.on('POST /api/auth/signup', errorReply(409, 'That username is taken'));
    const { user, dialog } = await openDialog('Sign Up');

    await user.type(within(dialog).getByLabelText(/Full name/), 'Thandi Mokoena');
    await user.type(within(dialog).getByLabelText(/Username/), 'thandi');
    await user.type(within(dialog).getByLabelText(/Password/), 'long enough');
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));

    const toast = await screen.findByText('Signup Failed');
    expect(toast.parentElement?.textContent).toContain('That username is taken');
    // ... and beside the username, which is marked and takes the focus, so that the person retypes it at once.
    const username = within(dialog).getByLabelText(/Username/);
    expect(username.getAttribute('aria-invalid')).toBe('true');
    expect(messageBeside(username)).toBe('That username is taken');
    expect(document.activeElement).toBe(username);
    expect(within(dialog).getByLabelText(/Full name/).getAttribute('aria-invalid')).toBe('false');
  });

  it('puts the keyboard in the first field as it opens, and a panel is no stop before its first field', async () => {
    const user = userEvent.setup();
    renderApp(server, '/');
    (await screen.findByRole('button', { name: 'Join' })).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Join IEC Bets' });

    // Typed straight away, each value lands in its own field.
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText(/Full name/)));
    await user.keyboard('Thandi Mokoena');
    await user.tab();
    await user.keyboard('thandi');
    expect((within(dialog).getByLabelText(/Full name/) as HTMLInputElement).value).toBe('Thandi Mokoena');
    expect((within(dialog).getByLabelText(/Username/) as HTMLInputElement).value).toBe('thandi');

    // Back from the first field is the tab chosen; on from the Log In tab is its first field.
    await user.click(within(dialog).getByLabelText(/Full name/));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(within(dialog).getByRole('tab', { name: 'Sign Up' }));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(within(dialog).getByRole('tab', { name: 'Log In' }));
    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Username'));
    expect(within(dialog).getByRole('tabpanel').getAttribute('tabindex')).toBe('-1');
  });

  it('gives the focus back to the control that opened it when it closes', async () => {
    const user = userEvent.setup();
    renderApp(server, '/');
    const join = await screen.findByRole('button', { name: 'Join' });
    await user.click(join);
    await screen.findByRole('dialog', { name: 'Join IEC Bets' });
    expect(document.activeElement).not.toBe(join);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(join);
  });
});

/** The browser's Back, for the memory router: its history has no browser around it to go back with. */
function BrowserBack() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      Browser back
    </button>
  );
}
const renderAppWithBack = (api: FakeApi) => renderApp(api, '/', <BrowserBack />);

describe('reading the privacy notice from the sign-up form', () => {
  let server: FakeApi;
  beforeEach(async () => {
    server = await startVisitorApi();
  });
  afterEach(() => server.close());

  const valueOf = (dialog: HTMLElement, label: RegExp) => (within(dialog).getByLabelText(label) as HTMLInputElement).value;

  async function fillAndRead(user: ReturnType<typeof userEvent.setup>) {
    await user.click(await screen.findByRole('button', { name: 'Join' }));
    const dialog = await screen.findByRole('dialog', { name: 'Join IEC Bets' });
    await user.type(within(dialog).getByLabelText(/Full name/), 'Thandi Mokoena');
    await user.type(within(dialog).getByLabelText(/Username/), 'thandi');
    await user.type(within(dialog).getByLabelText(/Password/), 'long enough');
    return dialog;
  }

  it('takes away the refusal shown, and Back finds the form as it was left, at the link followed', async () => {
    server.on('POST /api/auth/signup', errorReply(409, 'That username is taken'));
    const user = userEvent.setup();
    renderAppWithBack(server);
    const dialog = await fillAndRead(user);
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));
    await screen.findByText('Signup Failed');

    await user.click(within(dialog).getByRole('link', { name: 'read our privacy notice' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy notice' })).toBeDefined();
    expect(screen.queryByRole('dialog')).toBeNull();
    // The refusal was about a form no longer there: it does not sit over the notice.
    expect(screen.queryByText('Signup Failed')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    const back = await screen.findByRole('dialog', { name: 'Join IEC Bets' });
    expect(within(back).getByRole('tab', { name: 'Sign Up' }).getAttribute('aria-selected')).toBe('true');
    // All but the password, which is never kept.
    expect([valueOf(back, /Full name/), valueOf(back, /Username/), valueOf(back, /Password/)]).toEqual(['Thandi Mokoena', 'thandi', '']);
    await waitFor(() => expect(document.activeElement).toBe(within(back).getByRole('link', { name: 'read our privacy notice' })));
  });

  it('keeps the words only for the trip to the notice: a Join from it finds them, a dialog closed forgets them', async () => {
    const user = userEvent.setup();
    renderAppWithBack(server);
    const dialog = await fillAndRead(user);
    await user.click(within(dialog).getByRole('link', { name: 'read our privacy notice' }));
    await screen.findByRole('heading', { level: 1, name: 'Privacy notice' });

    // Not Back, but Join from the notice's page: the form is as it was left, but for the password.
    await user.click(screen.getByRole('button', { name: 'Join' }));
    let again = await screen.findByRole('dialog', { name: 'Join IEC Bets' });
    expect([valueOf(again, /Full name/), valueOf(again, /Username/), valueOf(again, /Password/)]).toEqual(['Thandi Mokoena', 'thandi', '']);

    // Closed by the person: whoever presses Join next on this phone finds an empty form.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Join' }));
    again = await screen.findByRole('dialog', { name: 'Join IEC Bets' });
    expect([valueOf(again, /Full name/), valueOf(again, /Username/), valueOf(again, /Password/)]).toEqual(['', '', '']);
  });

  it('forgets the words once signed up, so going back to where the dialog was left opens nothing', async () => {
    server.on('POST /api/auth/signup', { status: 201, body: aUser(), headers: { 'x-position': '3' } });
    const user = userEvent.setup();
    renderAppWithBack(server);
    const dialog = await fillAndRead(user);
    await user.click(within(dialog).getByRole('link', { name: 'read our privacy notice' }));
    await screen.findByRole('heading', { level: 1, name: 'Privacy notice' });
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    const back = await screen.findByRole('dialog', { name: 'Join IEC Bets' });
    await user.type(within(back).getByLabelText(/Password/), 'long enough');

    await user.click(within(back).getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Account created successfully.')).toBeDefined();
    expect(server.requests.find((request) => request.path === '/api/auth/signup')?.body).toMatchObject({ username: 'thandi', password: 'long enough' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeDefined();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('logging out', () => {
  let server: FakeApi;
  beforeEach(async () => {
    server = await startFakeApi();
    server.on('GET /api/auth/me', { body: aUser() });
    server.on('GET /api/questions/today', { body: [] });
    server.on('GET /api/questions/public', { body: [] });
  });
  afterEach(() => server.close());

  it("says 'Logged Out' and leaves a visitor's landing page", async () => {
    server.on('POST /api/auth/logout', () => {
      server.on('GET /api/auth/me', { body: null });
      return { status: 204 };
    });
    const user = userEvent.setup();
    server.on('GET /api/users/user-1/stats', { body: { stats: aStats() } });
    server.on('GET /api/users/user-1/history', { body: { history: [] } });
    renderApp(server, '/profile');

    // Logout sits on the profile's Settings tab.
    await user.click(await screen.findByRole('tab', { name: 'Settings' }));
    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Logged Out')).toBeDefined();
    expect(screen.getByText('You have been successfully logged out.')).toBeDefined();
    expect(await screen.findByRole('button', { name: 'Join' })).toBeDefined();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

});
