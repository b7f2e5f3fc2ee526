import { SESSION_ENDED_ACCOUNT_DELETED, SESSION_ENDED_PASSWORD_CHANGED, SIGN_IN_REQUIRED } from '@iec-bets/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorReply, type FakeApi, startFakeApi } from '@/test-support/fake-api';
import { acceptAnswer, NOT_ANSWERED } from '@/test-support/answer-scene';
import { aQuestion, aStats, aUser } from '@/test-support/fixtures';
import { stageProfile } from '@/test-support/profile-scene';
import { MemoryRouter } from 'react-router-dom';
import { setApiBase } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { AppProviders } from './providers';
import { AppRoutes } from './router';
import { SESSION_ENDED } from '@/lib/session-end';
import { SessionEndWatch } from './session-end-watch';
import { startSession } from '@/features/auth/start-session';

/** A member's page whose session has ended in another tab, as the server then answers it. */
describe('a session that ends elsewhere', () => {
  let server: FakeApi;
  beforeEach(async () => {
    server = await startFakeApi();
    server.on('GET /api/auth/me', { body: aUser() });
    server.on('GET /api/notifications/channels', { body: { push: { available: true }, email: { available: true }, whatsapp: { available: true } } });
  });
  afterEach(() => server.close());

  /** The app at `path` with the watch beside its screens, as a member's page has it (app.tsx). */
  function renderApp(api: FakeApi, path: string) {
    setApiBase(api.url);
    const queryClient = createQueryClient();
    // A read of the member's that names nobody in its key, as their friends' rank does.
    queryClient.setQueryData(['leaderboard', 'friends-rank'], { rank: 3 });
    render(
      <AppProviders queryClient={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <SessionEndWatch />
          <AppRoutes />
        </MemoryRouter>
      </AppProviders>,
    );
    return queryClient;
  }

  /** Logs in again through the dialog, open on its Log In tab, as `as`. */
  async function logIn(user: ReturnType<typeof userEvent.setup>, as: ReturnType<typeof aUser>) {
    server.on('POST /api/auth/login', { body: as });
    const dialog = await screen.findByRole('dialog', { name: 'Join IEC Bets' });
    await user.type(within(dialog).getByLabelText('Username'), as.username);
    await user.type(within(dialog).getByLabelText('Password'), 'correct horse');
    await user.click(within(dialog).getByRole('button', { name: 'Log In' }));
  }

  it('turns the page into a visitor’s at the first action the server refuses for it, and says why', async () => {
    server.on('PUT /api/users/user-1/notifications', errorReply(401, SIGN_IN_REQUIRED));
    const user = userEvent.setup();
    renderApp(server, '/notifications');
    await screen.findByRole('heading', { name: 'Notification Settings' });

    await user.type(screen.getByLabelText(/Email address/), 'thandi@example.co.za');
    await user.click(screen.getByRole('switch', { name: 'Enable email notifications' }));

    expect(await screen.findByRole('heading', { name: 'Sign In Required' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Join' })).toBeDefined();
    expect(screen.queryByRole('link', { name: /Profile/ })).toBeNull();
    expect(await screen.findByText(SESSION_ENDED)).toBeDefined();
  });

  it('does so at a read the server refuses too, with the reason in a toast', async () => {
    server.on('GET /api/users/user-1/friends', errorReply(401, SIGN_IN_REQUIRED));
    server.on('GET /api/users/user-1/friend-requests', errorReply(401, SIGN_IN_REQUIRED));
    server.on('GET /api/users/user-1/sent-requests', errorReply(401, SIGN_IN_REQUIRED));
    const queryClient = renderApp(server, '/friends');

    expect(await screen.findByText(SESSION_ENDED)).toBeDefined();
    // Forgotten as at a log-out, for whoever uses the device next.
    expect(queryClient.getQueryData(['leaderboard', 'friends-rank'])).toBeUndefined();
    expect(screen.getByText('Logged Out')).toBeDefined();
    expect(await screen.findByRole('heading', { name: 'Sign In Required' })).toBeDefined();
  });

  it('says the password was changed on another device when the server ends the session for that', async () => {
    server.on('PUT /api/users/user-1/notifications', errorReply(401, SESSION_ENDED_PASSWORD_CHANGED));
    const user = userEvent.setup();
    const queryClient = renderApp(server, '/notifications');
    await screen.findByRole('heading', { name: 'Notification Settings' });

    await user.type(screen.getByLabelText(/Email address/), 'thandi@example.co.za');
    await user.click(screen.getByRole('switch', { name: 'Enable email notifications' }));

    expect(await screen.findByRole('heading', { name: 'Sign In Required' })).toBeDefined();
    const toast = await screen.findByText('Password Changed');
    expect(toast.parentElement?.textContent).toContain(SESSION_ENDED_PASSWORD_CHANGED);
    expect(screen.queryByText(SESSION_ENDED)).toBeNull();
    expect(queryClient.getQueryData(['leaderboard', 'friends-rank'])).toBeUndefined();
  });

  it('says the account has been deleted when a read is refused for that', async () => {
    for (const list of ['friends', 'friend-requests', 'sent-requests']) {
      server.on(`GET /api/users/user-1/${list}`, errorReply(401, SESSION_ENDED_ACCOUNT_DELETED));
    }
    const queryClient = renderApp(server, '/friends');

    const toast = await screen.findByText('Account Deleted');
    expect(toast.parentElement?.textContent).toContain(SESSION_ENDED_ACCOUNT_DELETED);
    expect(queryClient.getQueryData(['auth', 'me'])).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Sign In Required' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Join' })).toBeDefined();
  });

  it('keeps the member signed in to the session the tab has started since a read went out with the old one', async () => {
    // A new password chosen from an emailed link, on this tab: the server ends every session of the account, this
    // tab's old one among them, and signs the tab in afresh. A read sent a moment before, with the old cookie, is
    // refused for the old session only once the new one has begun.
    let answerTheRead: (() => void) | undefined;
    const readRefused = new Promise<void>((resolve) => (answerTheRead = resolve));
    server.on('GET /api/users/user-1/friends', async () => {
      await readRefused;
      return errorReply(401, SESSION_ENDED_PASSWORD_CHANGED);
    });
    server.on('GET /api/users/user-1/friend-requests', { body: { requests: [] } });
    server.on('GET /api/users/user-1/sent-requests', { body: { requests: [] } });
    const queryClient = renderApp(server, '/friends');
    await waitFor(() => expect(server.requests.some((request) => request.path === '/api/users/user-1/friends')).toBe(true));

    startSession(queryClient, aUser());
    answerTheRead!();

    await waitFor(() => expect(queryClient.getQueryState(['users', 'user-1', 'friends'])?.status).toBe('error'));
    expect(screen.queryByText('Password Changed')).toBeNull();
    expect(queryClient.getQueryData(['auth', 'me'])).toMatchObject({ id: 'user-1' });
    expect(screen.queryByRole('heading', { name: 'Sign In Required' })).toBeNull();
    expect(screen.getAllByRole('link', { name: /Profile/ }).length).toBeGreaterThan(0);

    // A refusal of a read sent under the new session still ends it.
    server.on('GET /api/users/user-1/friends', errorReply(401, SESSION_ENDED_PASSWORD_CHANGED));
    await queryClient.refetchQueries({ queryKey: ['users', 'user-1', 'friends'] });
    expect(await screen.findByText('Password Changed')).toBeDefined();
    expect(await screen.findByRole('heading', { name: 'Sign In Required' })).toBeDefined();
  });

  it('keeps the member signed in when a read sent with the old session just before a password change in Settings is refused after it', async () => {
    // The server answers the change with a new session for this device, and ends the old one with the rest: a read
    // that went out with the old cookie a moment before comes back refused for the password change.
    stageProfile(server);
    let answerTheChange!: () => void;
    const changeAnswered = new Promise<void>((resolve) => (answerTheChange = resolve));
    server.on('PUT /api/users/user-1/password', async () => {
      await changeAnswered;
      return { status: 204 };
    });
    server.on('GET /api/users/user-1/history', async () => {
      await changeAnswered;
      await new Promise((resolve) => setTimeout(resolve, 50));
      return errorReply(401, SESSION_ENDED_PASSWORD_CHANGED);
    });
    const user = userEvent.setup();
    const queryClient = renderApp(server, '/profile');
    await user.click(await screen.findByRole('tab', { name: 'Settings' }));
    const section = screen.getByRole('region', { name: 'Change Password' });
    await user.type(within(section).getByLabelText('Current password'), 'my old password');
    await user.type(within(section).getByLabelText('New password (at least 8 characters)'), 'a brand new password');
    await user.type(within(section).getByLabelText('Confirm new password'), 'a brand new password');
    await user.click(within(section).getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(server.requests.some((request) => request.method === 'PUT')).toBe(true));
    // The profile's history, asked for as the page opened, is the read still under way.
    expect(server.requests.filter((request) => request.path.startsWith('/api/users/user-1/history'))).toHaveLength(1);

    answerTheChange();

    expect(await screen.findByText('Password Updated')).toBeDefined();
    await waitFor(() => expect(queryClient.getQueryState(['users', 'user-1', 'history'])?.status).toBe('error'));
    expect(screen.queryByText('Password Changed')).toBeNull();
    expect(queryClient.getQueryData(['auth', 'me'])).toEqual(aUser());
  });

  it('keeps the member signed in through a 401 that says something else, such as a wrong password', async () => {
    server.on('PUT /api/users/user-1/notifications', errorReply(401, 'That password is not right'));
    const user = userEvent.setup();
    renderApp(server, '/notifications');
    await screen.findByRole('heading', { name: 'Notification Settings' });

    await user.type(screen.getByLabelText(/Email address/), 'thandi@example.co.za');
    await user.click(screen.getByRole('switch', { name: 'Enable email notifications' }));

    expect(await screen.findByText('That password is not right')).toBeDefined();
    await waitFor(() => expect(server.requests.some((request) => request.method === 'PUT')).toBe(true));
    expect(screen.getByRole('heading', { name: 'Notification Settings' })).toBeDefined();
    expect(screen.queryByText(SESSION_ENDED)).toBeNull();
  });

  describe("with a member's pick refused at submission", () => {
    const member = aUser();
    beforeEach(() => {
      server.on('GET /api/questions/today', { body: [aQuestion()] });
      server.on('GET /api/questions/public', { body: [] });
      server.on('GET /api/users/user-1/answers/q-1', NOT_ANSWERED);
      server.on('GET /api/users/user-1/stats', { body: { stats: aStats() } });
      server.on('GET /api/questions/q-1/public-results', { body: { results: [], totalVotes: 0 } });
    });

    /** The member picks NO and submits it; the server refuses it, their session having ended in another tab. */
    async function pickRefusedAtSubmission() {
      server.on('POST /api/answers', errorReply(401, SIGN_IN_REQUIRED));
      const user = userEvent.setup();
      renderApp(server, '/');
      await user.click(await screen.findByRole('button', { name: 'NO' }));
      await user.click(screen.getByRole('button', { name: '[ SUBMIT PREDICTION ]' }));
      expect(await screen.findByText(SESSION_ENDED)).toBeDefined();
      await user.click(await screen.findByRole('button', { name: 'Join' }));
      await user.click(within(await screen.findByRole('dialog', { name: 'Join IEC Bets' })).getByRole('tab', { name: 'Log In' }));
      return user;
    }

    it('finds the question picked as it was left when they log in again, one tap from submitting it', async () => {
      const user = await pickRefusedAtSubmission();
      await logIn(user, member);

      expect(await screen.findByText('You picked NO before signing in: submit it to make it count.')).toBeDefined();
      expect(screen.getByRole('button', { name: 'NO' }).getAttribute('aria-pressed')).toBe('true');
      acceptAnswer(server, { position: '9' });
      server.on('GET /api/questions/q-1/results?userId=user-1', { body: { results: [], totalVotes: 1, friendAnswers: [], userAnswer: { optionId: 'no' } } });
      await user.click(screen.getByRole('button', { name: '[ SUBMIT PREDICTION ]' }));
      expect(await screen.findByRole('heading', { name: 'Vote Recorded!' })).toBeDefined();
      expect(server.requests.filter((request) => request.path === '/api/answers').map((request) => request.body)).toEqual([
        { questionId: 'q-1', optionId: 'no' },
        { questionId: 'q-1', optionId: 'no' },
      ]);
      // Submitted: nothing is left to carry.
      expect(sessionStorage.length).toBe(0);
    });

    it('lets the kept pick go once the member picks again, so that it never comes back after', async () => {
      const user = await pickRefusedAtSubmission();
      await logIn(user, member);
      await screen.findByText('You picked NO before signing in: submit it to make it count.');

      await user.click(screen.getByRole('button', { name: 'YES' }));

      expect(screen.queryByText(/before signing in/)).toBeNull();
      expect(sessionStorage.length).toBe(0);
    });

    it('gives another member logging in on the tab no pick of the first one’s', async () => {
      const user = await pickRefusedAtSubmission();
      server.on('GET /api/users/user-2/answers/q-1', NOT_ANSWERED);
      server.on('GET /api/users/user-2/stats', { body: { stats: aStats() } });
      await logIn(user, aUser({ id: 'user-2', username: 'sipho', name: 'Sipho Ndlovu' }));

      await screen.findByRole('button', { name: 'NO' });
      expect(screen.getByRole('button', { name: 'NO' }).getAttribute('aria-pressed')).toBe('false');
      expect(screen.queryByText(/before signing in/)).toBeNull();
      expect(sessionStorage.length).toBe(0);
    });
  });

  describe('with an admin halfway through writing a question', () => {
    const admin = aUser({ id: 'admin-1', isAdmin: true });
    beforeEach(() => {
      server.on('GET /api/auth/me', { body: admin });
      server.on('GET /api/admin/drafts', { body: [] });
      server.on('GET /api/admin/questions', { body: [] });
      server.on('GET /api/questions/today', { body: [] });
      server.on('GET /api/questions/public', { body: [] });
    });

    const questionBox = () => screen.getByLabelText('Question') as HTMLTextAreaElement;

    async function writeHalfAQuestion() {
      const user = userEvent.setup();
      renderApp(server, '/newadmin');
      await screen.findByRole('region', { name: 'Create a Question' });
      await user.type(questionBox(), 'Will the budget pass');
      return user;
    }

    /** The admin's create form ends under them: the server refuses it, their session having ended in another tab. */
    async function sessionEndsAtCreate(user: ReturnType<typeof userEvent.setup>) {
      server.on('POST /api/admin/questions', errorReply(401, SIGN_IN_REQUIRED));
      await user.click(screen.getByRole('button', { name: 'Create Draft' }));
      await user.click(await screen.findByRole('button', { name: 'Log In' }));
    }

    it('gives them back their words when they log in again', async () => {
      const user = await writeHalfAQuestion();
      await sessionEndsAtCreate(user);
      expect(screen.queryByRole('region', { name: 'Create a Question' })).toBeNull();

      await logIn(user, admin);

      await screen.findByRole('region', { name: 'Create a Question' });
      expect(questionBox().value).toBe('Will the budget pass');
      expect(screen.getByText('Restored what you were writing.')).toBeDefined();
    });

    it('gives another admin logging in on the tab an empty form, and keeps nothing of the first admin’s', async () => {
      const user = await writeHalfAQuestion();
      await sessionEndsAtCreate(user);

      await logIn(user, aUser({ id: 'admin-2', username: 'sipho', name: 'Sipho Ndlovu', isAdmin: true }));

      await screen.findByRole('region', { name: 'Create a Question' });
      expect(questionBox().value).toBe('');
      expect(screen.queryByText('Restored what you were writing.')).toBeNull();
      expect(sessionStorage.length).toBe(0);
    });

    it('lets the words go when the admin logs out on purpose', async () => {
      server.on('GET /api/users/admin-1/stats', { body: { stats: aStats() } });
      server.on('GET /api/users/admin-1/history', { body: { history: [] } });
      server.on('POST /api/auth/logout', () => {
        server.on('GET /api/auth/me', { body: null });
        return { status: 204 };
      });
      const user = await writeHalfAQuestion();

      await user.click(screen.getByRole('link', { name: `Profile of ${admin.name}` }));
      await user.click(await screen.findByRole('tab', { name: 'Settings' }));
      await user.click(await screen.findByRole('button', { name: 'Logout' }));
      await user.click(await screen.findByRole('button', { name: 'Join' }));
      await user.click(within(await screen.findByRole('dialog', { name: 'Join IEC Bets' })).getByRole('tab', { name: 'Log In' }));
      await logIn(user, admin);
      await user.click(within(await screen.findByRole('navigation', { name: 'Main' })).getByRole('link', { name: /Admin/ }));

      await screen.findByRole('region', { name: 'Create a Question' });
      expect(questionBox().value).toBe('');
      expect(screen.queryByText('Restored what you were writing.')).toBeNull();
    });
  });
});
