import { PASSWORD_NEEDED_TO_DELETE, SESSION_ENDED_PASSWORD_CHANGED, WRONG_PASSWORD } from '@iec-bets/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorReply, type FakeApi, startFakeApi } from '@/test-support/fake-api';
import { aUser } from '@/test-support/fixtures';
import { stageProfile } from '@/test-support/profile-scene';
import { renderApp } from '@/test-support/render-app';
import { messageBeside } from '@/test-support/message-beside';

describe('deleting one’s account from Profile → Settings', () => {
  let server: FakeApi;
  beforeEach(async () => {
    server = await startFakeApi();
    stageProfile(server);
  });
  afterEach(() => server.close());

  const deletions = () => server.requests.filter((request) => request.method === 'DELETE');

  async function openDialog() {
    const user = userEvent.setup();
    const app = renderApp(server, '/profile');
    await user.click(await screen.findByRole('tab', { name: 'Settings' }));
    const yourData = screen.getByRole('region', { name: 'Your data' });
    await user.click(within(yourData).getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    return { user, dialog, app };
  }

  it('says plainly what deleting does before anything is done', async () => {
    const { dialog } = await openDialog();

    expect(within(dialog).getByText('This cannot be undone. Here is what happens:')).toBeDefined();
    const effects = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(effects).toEqual([
      'You are signed out on every device.',
      'Your name, email address and phone number are erased and cannot be recovered.',
      'Your comments, and your disputes of resolutions with their reasons, stay under the name “Deleted user”.',
      'Your answers still count in the national results, without your name.',
    ]);
    expect(within(dialog).getByRole('link', { name: 'Download it first' }).getAttribute('href')).toBe('/api/users/user-1/export');
    expect(within(dialog).getByLabelText('Enter your password to confirm').getAttribute('autocomplete')).toBe('current-password');
    expect(deletions()).toEqual([]);
  });

  it('asks for the password beside the field, and sends nothing without it', async () => {
    const { user, dialog } = await openDialog();

    await user.click(within(dialog).getByRole('button', { name: 'Delete my account permanently' }));

    const password = within(dialog).getByLabelText('Enter your password to confirm');
    await waitFor(() => expect(messageBeside(password)).toBe(PASSWORD_NEEDED_TO_DELETE));
    expect(document.activeElement).toBe(password);
    expect(deletions()).toEqual([]);
  });

  it("shows the server's message beside the field when the password is wrong, and keeps the member signed in", async () => {
    server.on('DELETE /api/users/user-1', errorReply(401, WRONG_PASSWORD));
    const { user, dialog, app } = await openDialog();

    await user.type(within(dialog).getByLabelText('Enter your password to confirm'), 'not my password');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account permanently' }));

    const password = within(dialog).getByLabelText('Enter your password to confirm');
    await waitFor(() => expect(messageBeside(password)).toBe(WRONG_PASSWORD));
    expect(deletions().map((request) => request.body)).toEqual([{ password: 'not my password' }]);
    expect(screen.getByRole('dialog', { name: 'Delete your account?' })).toBeDefined();
    expect(app.queryClient.getQueryData(['auth', 'me'])).toEqual(aUser());
  });

  it('leaves a session that ended meanwhile to the page to tell, not the password field', async () => {
    server.on('DELETE /api/users/user-1', errorReply(401, SESSION_ENDED_PASSWORD_CHANGED));
    const { user, dialog } = await openDialog();

    await user.type(within(dialog).getByLabelText('Enter your password to confirm'), 'correct horse');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account permanently' }));

    await waitFor(() => expect(deletions()).toHaveLength(1));
    expect(within(dialog).getByLabelText('Enter your password to confirm').getAttribute('aria-invalid')).toBe('false');
    expect(screen.queryByText(SESSION_ENDED_PASSWORD_CHANGED)).toBeNull();
  });

  it('tells in a toast why the account was not deleted when the server refuses for another reason', async () => {
    server.on('DELETE /api/users/user-1', errorReply(429, 'Too many attempts: please wait a minute and try again'));
    const { user, dialog } = await openDialog();

    await user.type(within(dialog).getByLabelText('Enter your password to confirm'), 'correct horse');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account permanently' }));

    const toast = await screen.findByText('Account not deleted');
    expect(toast.parentElement?.textContent).toContain('Too many attempts: please wait a minute and try again');
    expect(within(dialog).getByLabelText('Enter your password to confirm').getAttribute('aria-invalid')).toBe('false');
  });

  it('forgets the password typed once the dialog is closed', async () => {
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Enter your password to confirm'), 'correct horse');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));

    const reopened = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect((within(reopened).getByLabelText('Enter your password to confirm') as HTMLInputElement).value).toBe('');
    expect(deletions()).toEqual([]);
  });

  it('deletes the account with the password, signs out on this device and lands on the landing page with a toast', async () => {
    server.on('DELETE /api/users/user-1', { status: 204 });
    const { user, dialog, app } = await openDialog();

    await user.type(within(dialog).getByLabelText('Enter your password to confirm'), 'correct horse');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account permanently' }));

    expect(await screen.findByText('Account deleted')).toBeDefined();
    expect(screen.getByText('Your personal information has been erased.')).toBeDefined();
    expect(deletions().map((request) => [request.path, request.headers['content-type'], request.body])).toEqual([
      ['/api/users/user-1', 'application/json', { password: 'correct horse' }],
    ]);
    // The landing page, as a visitor: the Join button and the hero, no member navigation, no dialog.
    expect(await screen.findByRole('button', { name: 'Join' })).toBeDefined();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Election Predictions' });
    // The keyboard and a screen reader start on the landing page, not on the page's body.
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    // Nothing of the deleted member is left in the cache for whoever uses this device next.
    expect(app.queryClient.getQueryData(['auth', 'me'])).toBeNull();
    const cached = app.queryClient.getQueryCache().getAll().map((query) => JSON.stringify(query.queryKey));
    expect(cached.filter((key) => key.includes('user-1'))).toEqual([]);
  });
});
