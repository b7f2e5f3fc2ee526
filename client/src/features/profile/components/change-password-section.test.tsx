import { CURRENT_PASSWORD_NEEDED, SAME_PASSWORD, SESSION_ENDED_PASSWORD_CHANGED, WRONG_PASSWORD } from '@iec-bets/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorReply, type FakeApi, startFakeApi } from '@/test-support/fake-api';
import { aUser } from '@/test-support/fixtures';
import { stageProfile } from '@/test-support/profile-scene';
import { renderApp } from '@/test-support/render-app';
import { messageBeside } from '@/test-support/message-beside';

describe('changing one’s password from Profile → Settings', () => {
  let server: FakeApi;
  beforeEach(async () => {
    server = await startFakeApi();
    stageProfile(server);
  });
  afterEach(() => server.close());

  const changes = () => server.requests.filter((request) => request.method === 'PUT' && request.path === '/api/users/user-1/password');

  async function openSection() {
    const user = userEvent.setup();
    const app = renderApp(server, '/profile');
    await user.click(await screen.findByRole('tab', { name: 'Settings' }));
    const section = screen.getByRole('region', { name: 'Change Password' });
    const field = (label: string) => within(section).getByLabelText(label) as HTMLInputElement;
    const fields = {
      current: () => field('Current password'),
      next: () => field('New password (at least 8 characters)'),
      again: () => field('Confirm new password'),
    };
    async function fillIn(current: string, next: string, again = next) {
      if (current) await user.type(fields.current(), current);
      if (next) await user.type(fields.next(), next);
      if (again) await user.type(fields.again(), again);
      await user.click(within(section).getByRole('button', { name: 'Change Password' }));
    }
    return { user, app, section, fields, fillIn };
  }

  it('offers the three fields as a password manager expects them, and sends nothing until asked', async () => {
    const { fields } = await openSection();

    expect(fields.current().getAttribute('autocomplete')).toBe('current-password');
    expect(fields.current().type).toBe('password');
    expect(fields.next().getAttribute('autocomplete')).toBe('new-password');
    expect(fields.again().getAttribute('autocomplete')).toBe('new-password');
    expect(changes()).toEqual([]);
  });

  it('asks for each field beside it, holds the new password to the sign-up rules, and sends nothing', async () => {
    const { fields, fillIn } = await openSection();

    await fillIn('', '', '');
    await waitFor(() => expect(messageBeside(fields.current())).toBe(CURRENT_PASSWORD_NEEDED));
    expect(messageBeside(fields.next())).toBe('Please fill in all required fields');
    expect(messageBeside(fields.again())).toBe('Please type the new password again');
    expect(document.activeElement).toBe(fields.current());

    await fillIn('my old password', 'short');
    await waitFor(() => expect(messageBeside(fields.next())).toBe('Password must be at least 8 characters'));
    expect(fields.current().getAttribute('aria-invalid')).toBe('false');
    expect(changes()).toEqual([]);
  });

  it('says beside the new password when it is the current one, and sends nothing', async () => {
    const { fields, fillIn } = await openSection();

    await fillIn('my old password', 'my old password', 'my old password');

    await waitFor(() => expect(messageBeside(fields.next())).toBe(SAME_PASSWORD));
    expect(changes()).toEqual([]);
  });

  it('says beside the confirmation when the two new passwords differ, and sends nothing', async () => {
    const { fields, fillIn } = await openSection();

    await fillIn('my old password', 'a brand new password', 'a brand new passwort');

    await waitFor(() => expect(messageBeside(fields.again())).toBe('The two new passwords do not match'));
    expect(fields.next().getAttribute('aria-invalid')).toBe('false');
    expect(changes()).toEqual([]);
  });

  it('changes the password, says so, clears the form and keeps the member signed in', async () => {
    server.on('PUT /api/users/user-1/password', { status: 204 });
    const { fields, fillIn, app } = await openSection();

    await fillIn('my old password', 'a brand new password');

    expect(await screen.findByText('Password Updated')).toBeDefined();
    expect(changes().map((request) => [request.headers['content-type'], request.body])).toEqual([
      ['application/json', { currentPassword: 'my old password', newPassword: 'a brand new password' }],
    ]);
    await waitFor(() => expect([fields.current().value, fields.next().value, fields.again().value]).toEqual(['', '', '']));
    expect(app.queryClient.getQueryData(['auth', 'me'])).toEqual(aUser());
    expect(screen.getByRole('tab', { name: 'Settings' })).toBeDefined();
  });

  it("shows the server's sentence beside the current password when it is wrong, and keeps what was typed to correct", async () => {
    server.on('PUT /api/users/user-1/password', errorReply(401, WRONG_PASSWORD));
    const { fields, fillIn, app } = await openSection();

    await fillIn('not my password', 'a brand new password');

    await waitFor(() => expect(messageBeside(fields.current())).toBe(WRONG_PASSWORD));
    expect(document.activeElement).toBe(fields.current());
    expect(fields.next().value).toBe('a brand new password');
    expect(screen.queryByText('Password Updated')).toBeNull();
    expect(app.queryClient.getQueryData(['auth', 'me'])).toEqual(aUser());
  });

  it('tells in a toast why the password was not changed when the server refuses for another reason', async () => {
    server.on('PUT /api/users/user-1/password', errorReply(429, 'Too many attempts. Please wait 1 minute and try again.'));
    const { fields, fillIn } = await openSection();

    await fillIn('my old password', 'a brand new password');

    const toast = await screen.findByText('Password not changed');
    expect(toast.parentElement?.textContent).toContain('Too many attempts. Please wait 1 minute and try again.');
    expect(fields.current().getAttribute('aria-invalid')).toBe('false');
  });

  // The page then turns into a visitor's and says why (SessionEndWatch, app/session-end-watch.test.tsx).
  it('leaves a session that ended meanwhile to the page to tell, not the current password’s field', async () => {
    server.on('PUT /api/users/user-1/password', errorReply(401, SESSION_ENDED_PASSWORD_CHANGED));
    const { fields, fillIn } = await openSection();

    await fillIn('my old password', 'a brand new password');

    await waitFor(() => expect(changes()).toHaveLength(1));
    expect(fields.current().getAttribute('aria-invalid')).toBe('false');
    expect(screen.queryByText('Password not changed')).toBeNull();
  });
});
