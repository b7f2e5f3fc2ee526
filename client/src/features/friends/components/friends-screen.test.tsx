import type { FriendRequest, FriendUser } from '@iec-bets/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorReply, type FakeApi, startFakeApi } from '@/test-support/fake-api';
import { aUser } from '@/test-support/fixtures';
import { renderApp } from '@/test-support/render-app';
import { queryKeys } from '@/lib/query-keys';

const sipho: FriendUser = { id: 'user-2', name: 'Sipho Dlamini', username: 'sipho', isAdmin: false };
const lerato: FriendUser = { id: 'user-3', name: 'Lerato Molefe', username: 'lerato', isAdmin: true };
const pieter: FriendUser = { id: 'user-4', name: 'Pieter Botha', username: 'pieter', isAdmin: false };
const me: FriendUser = { id: 'user-1', name: 'Thandi Mokoena', username: 'thandi', isAdmin: false };

const aRequest = (requester: FriendUser, receiver: FriendUser): FriendRequest => ({
  id: [requester.id, receiver.id].sort().join('_'),
  createdAt: '2026-11-20T09:00:00.000Z',
  requester,
  receiver,
});
const outcome = (status: 'pending' | 'accepted' | 'rejected') => ({
  body: { id: 'user-1_user-2', requesterId: 'user-2', receiverId: 'user-1', status, at: '2026-11-23T12:00:00.000Z' },
});

describe('the friends screen', () => {
  let server: FakeApi;
  beforeEach(async () => {
    server = await startFakeApi();
    server.on('GET /api/auth/me', { body: aUser() });
    server.on('GET /api/users/user-1/friends', { body: { friends: [lerato] } });
    server.on('GET /api/users/user-1/friend-requests', { body: { requests: [aRequest(sipho, me)] } });
    server.on('GET /api/users/user-1/sent-requests', { body: { requests: [aRequest(me, pieter)] } });
  });
  afterEach(() => server.close());

  it('asks a visitor to sign in', async () => {
    server.on('GET /api/auth/me', errorReply(401, 'Please sign in first'));
    renderApp(server, '/friends');

    expect(await screen.findByRole('heading', { name: 'Sign In Required' })).toBeDefined();
    expect(screen.getByText('Please sign in to view your friends')).toBeDefined();
  });

  it('counts friends, requests and sent requests on the tabs, and lists friends with the Admin badge', async () => {
    renderApp(server, '/friends');

    expect(await screen.findByRole('tab', { name: 'Friends (1)' })).toBeDefined();
    expect(await screen.findByRole('tab', { name: 'Requests (1)' })).toBeDefined();
    expect(await screen.findByRole('tab', { name: 'Sent (1)' })).toBeDefined();
    const friends = await screen.findByRole('list', { name: 'My friends' });
    expect(within(friends).getByText('Lerato Molefe')).toBeDefined();
    expect(within(friends).getByText('@lerato')).toBeDefined();
    expect(within(friends).getByText('Admin')).toBeDefined();
    expect(screen.getByText('Type at least 2 characters to search')).toBeDefined();
  });

  it('shows no count on a tab until its list has been read, rather than a 0 that may be false', async () => {
    // Slow: the lists are asked for and not yet answered.
    const never = () => new Promise<never>(() => {});
    server.on('GET /api/users/user-1/friends', never);
    server.on('GET /api/users/user-1/friend-requests', never);
    server.on('GET /api/users/user-1/sent-requests', never);
    renderApp(server, '/friends');

    expect(await screen.findByRole('tab', { name: 'Friends' })).toBeDefined();
    await waitFor(() => expect(server.requests.filter((request) => request.path.startsWith('/api/users/user-1/')).length).toBe(3));
    expect(screen.getByRole('tab', { name: 'Requests' })).toBeDefined();
    expect(screen.getByRole('tab', { name: 'Sent' })).toBeDefined();
    expect(screen.queryByRole('tab', { name: /\(0\)/ })).toBeNull();
  });

  it('shows no count on the tabs when the lists cannot be read (offline), and a count once one is', async () => {
    server.on('GET /api/users/user-1/friends', errorReply(503, 'Service unavailable'));
    server.on('GET /api/users/user-1/friend-requests', errorReply(503, 'Service unavailable'));
    renderApp(server, '/friends');

    expect(await screen.findByRole('tab', { name: 'Sent (1)' })).toBeDefined();
    expect(await screen.findByText(/Could not load your friends/)).toBeDefined();
    expect(screen.getByRole('tab', { name: 'Friends' })).toBeDefined();
    expect(screen.getByRole('tab', { name: 'Requests' })).toBeDefined();
    expect(screen.queryByRole('tab', { name: /\(0\)/ })).toBeNull();
  });

  it("shows the Pending badge on a sent request", async () => {
    const user = userEvent.setup();
    renderApp(server, '/friends');

    await user.click(await screen.findByRole('tab', { name: 'Sent (1)' }));
    const sent = await screen.findByRole('list', { name: 'Sent requests' });
    expect(within(sent).getByText('Pieter Botha')).toBeDefined();
    expect(within(sent).getByText('Pending')).toBeDefined();
    expect(within(sent).getByText('Sent 20 November 2026')).toBeDefined();
  });

  it('searches from 2 characters, says when nobody matches, and sends a request to the picked user', async () => {
    server.on('GET /api/users/search?q=zz', { body: { users: [] } });
    server.on('GET /api/users/search?q=pi', { body: { users: [pieter, { ...sipho, username: 'sipho_pi' }] } });
    server.on('POST /api/friendships', { status: 201, ...outcome('pending') });
    const user = userEvent.setup();
    renderApp(server, '/friends');

    const search = await screen.findByLabelText('Search by username');
    await user.type(search, 'z');
    expect(screen.getByText('Type at least 2 characters to search')).toBeDefined();
    await user.type(search, 'z');
    expect(await screen.findByText('No users found')).toBeDefined();
    expect(server.requests.filter((request) => request.path.startsWith('/api/users/search?q=z')).map((r) => r.path)).toEqual([
      '/api/users/search?q=zz',
    ]);

    await user.clear(search);
    await user.type(search, 'pi');
    await user.click(await screen.findByRole('button', { name: /Pieter Botha/ }));
    expect(screen.getByRole('button', { name: /Pieter Botha/ }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Send Friend Request' }));

    expect(await screen.findByText('Friend Request Sent')).toBeDefined();
    expect(server.requests.find((request) => request.method === 'POST')?.body).toEqual({ friendId: 'user-4' });
    expect((search as HTMLInputElement).value).toBe('');
  });

  it('asks to pick a user from the list before sending, and sends nothing', async () => {
    const user = userEvent.setup();
    renderApp(server, '/friends');

    await user.click(await screen.findByRole('button', { name: 'Send Friend Request' }));

    expect(screen.getByRole('alert').textContent).toBe('Please select a user from the list');
    const search = screen.getByLabelText('Search by username');
    expect(search.getAttribute('aria-invalid')).toBe('true');
    expect(search.getAttribute('aria-describedby')?.split(' ')).toEqual(['friend-search-status', screen.getByRole('alert').id]);
    expect(document.activeElement).toBe(search);
    expect(server.requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('sends to the user whose whole username was typed, without a tap on their row, even before the list shows them', async () => {
    server.on('GET /api/users/search?q=piet', { body: { users: [pieter, { ...sipho, username: 'pietjie' }] } });
    server.on('GET /api/users/search?q=Pieter', { body: { users: [pieter] } });
    server.on('POST /api/friendships', { status: 201, ...outcome('pending') });
    const user = userEvent.setup();
    renderApp(server, '/friends');

    // Part of a username is not a choice: the one shown could be someone else's than meant.
    const search = await screen.findByLabelText('Search by username');
    await user.type(search, 'piet');
    await screen.findByRole('button', { name: /Pieter Botha/ });
    await user.click(screen.getByRole('button', { name: 'Send Friend Request' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please select a user from the list');
    expect(server.requests.some((request) => request.method === 'POST')).toBe(false);

    // Typing again clears the message at once.
    await user.clear(search);
    expect(screen.queryByRole('alert')).toBeNull();
    // Enter at once, before the list has caught up with the box: the search for it is made first.
    await user.type(search, 'Pieter{Enter}');

    expect(await screen.findByText('Friend Request Sent')).toBeDefined();
    expect(server.requests.find((request) => request.method === 'POST')?.body).toEqual({ friendId: 'user-4' });
  });

  it('looks for "@piet" as piet, as usernames are shown, and sends to the only user the list offers without a tap on the row', async () => {
    server.on('GET /api/users/search?q=piet', { body: { users: [pieter] } });
    server.on('POST /api/friendships', { status: 201, ...outcome('pending') });
    const user = userEvent.setup();
    renderApp(server, '/friends');

    await user.type(await screen.findByLabelText('Search by username'), '@piet');
    await screen.findByRole('button', { name: /Pieter Botha/ });
    await user.click(screen.getByRole('button', { name: 'Send Friend Request' }));

    expect(await screen.findByText('Friend Request Sent')).toBeDefined();
    expect(server.requests.find((request) => request.method === 'POST')?.body).toEqual({ friendId: 'user-4' });
    expect(server.requests.some((request) => request.path.includes('%40'))).toBe(false);
  });

  it('sends nobody a request for part of a username sent before the list has shown who it finds', async () => {
    server.on('GET /api/users/search?q=piet', { body: { users: [pieter] } });
    const user = userEvent.setup();
    renderApp(server, '/friends');

    // Enter at once: the one user the search finds was never on the screen, and may not be the one meant.
    await user.type(await screen.findByLabelText('Search by username'), 'piet{Enter}');

    expect((await screen.findByRole('alert')).textContent).toBe('Please select a user from the list');
    expect(server.requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('sends one request however quickly Enter is pressed again while the typed username is looked up and sent', async () => {
    server.on('GET /api/users/search?q=Pieter', { body: { users: [pieter] } });
    server.on('POST /api/friendships', { status: 201, ...outcome('pending') });
    const user = userEvent.setup();
    renderApp(server, '/friends');

    await user.type(await screen.findByLabelText('Search by username'), 'Pieter{Enter}{Enter}{Enter}');

    expect(await screen.findByText('Friend Request Sent')).toBeDefined();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send Friend Request' }).getAttribute('aria-disabled')).toBeNull());
    expect(server.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it("shows the server's reason beside the search when the request is refused for whom it is for", async () => {
    server.on('GET /api/users/search?q=pi', { body: { users: [pieter] } });
    server.on('POST /api/friendships', errorReply(409, 'A friend request between you is already pending'));
    const user = userEvent.setup();
    renderApp(server, '/friends');

    await user.type(await screen.findByLabelText('Search by username'), 'pi');
    await user.click(await screen.findByRole('button', { name: /Pieter Botha/ }));
    await user.click(screen.getByRole('button', { name: 'Send Friend Request' }));

    // Beside the search, where someone else is found, and the focus taken there: not a toast that goes away.
    const search = screen.getByLabelText('Search by username');
    await waitFor(() => expect(document.activeElement).toBe(search));
    const message = screen.getByRole('alert');
    expect(message.textContent).toBe('A friend request between you is already pending');
    expect(search.getAttribute('aria-invalid')).toBe('true');
    expect(search.getAttribute('aria-describedby')).toContain(message.id);
    expect(screen.queryByText('Error')).toBeNull();
  });

  it('tells of a failure that is not about the person in a toast, the pick kept for another try', async () => {
    server.on('GET /api/users/search?q=pi', { body: { users: [pieter] } });
    server.on('POST /api/friendships', { status: 503 });
    const user = userEvent.setup();
    renderApp(server, '/friends');

    await user.type(await screen.findByLabelText('Search by username'), 'pi');
    await user.click(await screen.findByRole('button', { name: /Pieter Botha/ }));
    await user.click(screen.getByRole('button', { name: 'Send Friend Request' }));

    expect(await screen.findByText('Failed to send friend request')).toBeDefined();
    expect(screen.getByText('Error')).toBeDefined();
    expect(screen.getByText('Selected:', { exact: false }).textContent).toBe('Selected: Pieter Botha (@pieter)');
  });

  it('accepts a request, then lists the new friend and empties the requests', async () => {
    serveSiphosRequestUntilAccepted(server);
    const user = userEvent.setup();
    renderApp(server, '/friends');

    await user.click(await screen.findByRole('tab', { name: 'Requests (1)' }));
    const requests = await screen.findByRole('list', { name: 'Friend requests' });
    expect(within(requests).getByText('Sipho Dlamini')).toBeDefined();
    await user.click(within(requests).getByRole('button', { name: 'Accept' }));

    expect(await screen.findByText('Friend Request Accepted')).toBeDefined();
    expect(await screen.findByRole('tab', { name: 'Requests (0)' })).toBeDefined();
    expect(await screen.findByRole('tab', { name: 'Friends (2)' })).toBeDefined();
    expect(screen.getByRole('heading', { name: 'No Friend Requests' })).toBeDefined();
    expect(server.requests.find((request) => request.method === 'PUT')?.path).toBe('/api/friend-requests/user-1_user-2/accept');
    // The row and its Accept went: the keyboard's place is the screen, not the page's start.
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Friends' }));
  });

  it("after accepting, marks the leaderboard's friends, every question's friend answers and the friends' activity for re-reading", async () => {
    server.on('PUT /api/friend-requests/user-1_user-2/accept', outcome('accepted'));
    const user = userEvent.setup();
    const { queryClient } = renderApp(server, '/friends');
    const friendsBoard = queryKeys.leaderboard('friends');
    const results = queryKeys.userResults('q-1', 'user-1');
    queryClient.setQueryData(friendsBoard, { entries: [] });
    queryClient.setQueryData(results, { friendAnswers: [] });
    const activity = queryKeys.friendActivity('user-1');
    queryClient.setQueryData(activity, []);

    await user.click(await screen.findByRole('tab', { name: 'Requests (1)' }));
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    await screen.findByText('Friend Request Accepted');

    expect(queryClient.getQueryState(friendsBoard)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(results)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(activity)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(queryKeys.leaderboard('national'))).toBeUndefined();
  });

  it('rejects a request with its toast', async () => {
    server.on('PUT /api/friend-requests/user-1_user-2/reject', outcome('rejected'));
    const user = userEvent.setup();
    renderApp(server, '/friends');

    await user.click(await screen.findByRole('tab', { name: 'Requests (1)' }));
    await user.click(await screen.findByRole('button', { name: 'Reject' }));

    expect(await screen.findByText('Friend Request Rejected')).toBeDefined();
  });

  it("says 'Failed to accept friend request' when accepting fails without a reason", async () => {
    server.on('PUT /api/friend-requests/user-1_user-2/accept', { status: 500 });
    const user = userEvent.setup();
    renderApp(server, '/friends');

    await user.click(await screen.findByRole('tab', { name: 'Requests (1)' }));
    await user.click(await screen.findByRole('button', { name: 'Accept' }));

    expect(await screen.findByText('Failed to accept friend request')).toBeDefined();
    expect(screen.getByText('Error')).toBeDefined();
    expect(screen.getByRole('tab', { name: 'Requests (1)' })).toBeDefined();
  });

  it("says 'Failed to reject friend request' when rejecting fails without a reason", async () => {
    server.on('PUT /api/friend-requests/user-1_user-2/reject', { status: 500 });
    const user = userEvent.setup();
    renderApp(server, '/friends');

    await user.click(await screen.findByRole('tab', { name: 'Requests (1)' }));
    await user.click(await screen.findByRole('button', { name: 'Reject' }));

    expect(await screen.findByText('Failed to reject friend request')).toBeDefined();
  });

  it('keeps the requests on their tab on a phone: the Friends tab lists only the friends', async () => {
    renderApp(server, '/friends');

    expect(await screen.findByRole('list', { name: 'My friends' })).toBeDefined();
    expect(await screen.findByRole('tab', { name: 'Requests (1)' })).toBeDefined();
    expect(screen.queryByRole('list', { name: 'Friend requests' })).toBeNull();
  });

  describe('on a desktop', () => {
    beforeEach(() => {
      // jsdom has no matchMedia: this window is as wide as the shell's desktop layout.
      vi.stubGlobal('matchMedia', (query: string) => ({
        matches: query === '(min-width: 60rem)',
        addEventListener: () => {},
        removeEventListener: () => {},
      }));
    });
    afterEach(() => vi.unstubAllGlobals());

    it('shows the waiting requests beside the friends, to accept there, and drops them once none wait', async () => {
      serveSiphosRequestUntilAccepted(server);
      const user = userEvent.setup();
      renderApp(server, '/friends');

      const beside = await screen.findByRole('region', { name: 'Friend Requests (1)' });
      expect((await screen.findByRole('tab', { name: 'Friends (1)' })).getAttribute('aria-selected')).toBe('true');
      expect(await screen.findByRole('list', { name: 'My friends' })).toBeDefined();
      const requests = within(beside).getByRole('list', { name: 'Friend requests' });
      expect(within(requests).getByText('Sipho Dlamini')).toBeDefined();
      await user.click(within(requests).getByRole('button', { name: 'Accept' }));

      expect(await screen.findByText('Friend Request Accepted')).toBeDefined();
      expect(await screen.findByRole('tab', { name: 'Friends (2)' })).toBeDefined();
      await waitFor(() => expect(screen.queryByRole('region', { name: /Friend Requests/ })).toBeNull());
      expect(within(screen.getByRole('list', { name: 'My friends' })).getByText('Sipho Dlamini')).toBeDefined();
      // The column went with its Accept: the keyboard's place is the screen, not the page's start.
      expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Friends' }));
    });

    it('says the last request beside the friends was accepted though its column went before the answer came', async () => {
      let answer!: () => void;
      const answered = new Promise<void>((resolve) => (answer = resolve));
      server.on('PUT /api/friend-requests/user-1_user-2/accept', async () => {
        await answered;
        return outcome('accepted');
      });
      const user = userEvent.setup();
      const { queryClient } = renderApp(server, '/friends');

      const beside = await screen.findByRole('region', { name: 'Friend Requests (1)' });
      await user.click(within(beside).getByRole('button', { name: 'Accept' }));
      // Read again meanwhile (another tab answered it, or a refresh came first): the column and its buttons go.
      queryClient.setQueryData(queryKeys.friendRequests('user-1'), []);
      await waitFor(() => expect(screen.queryByRole('region', { name: /Friend Requests/ })).toBeNull());
      answer();

      expect(await screen.findByText('Friend Request Accepted')).toBeDefined();
    });

    it('has no requests column when none wait', async () => {
      server.on('GET /api/users/user-1/friend-requests', { body: { requests: [] } });
      const { queryClient } = renderApp(server, '/friends');

      expect(await screen.findByRole('tab', { name: 'Requests (0)' })).toBeDefined();
      expect(await screen.findByRole('list', { name: 'My friends' })).toBeDefined();
      // The tab's 0 is drawn only from the requests' answer; the column's absence means something only after it too.
      await waitFor(() => expect(queryClient.getQueryState(queryKeys.friendRequests('user-1'))?.status).toBe('success'));
      expect(screen.queryByRole('region', { name: /Friend Requests/ })).toBeNull();
    });
  });

  it('shows the empty requests and sent tabs', async () => {
    server.on('GET /api/users/user-1/friend-requests', { body: { requests: [] } });
    server.on('GET /api/users/user-1/sent-requests', { body: { requests: [] } });
    server.on('GET /api/users/user-1/friends', { body: { friends: [] } });
    const user = userEvent.setup();
    renderApp(server, '/friends');

    expect(await screen.findByText('No friends yet. Search for people you know by their username, or invite them.')).toBeDefined();
    await user.click(await screen.findByRole('tab', { name: 'Requests (0)' }));
    expect(await screen.findByRole('heading', { name: 'No Friend Requests' })).toBeDefined();
    await user.click(screen.getByRole('tab', { name: 'Sent (0)' }));
    expect(await screen.findByRole('heading', { name: 'No Sent Requests' })).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });
});

/** Sipho's request waits until it is accepted; then he is among the friends and no request waits. */
function serveSiphosRequestUntilAccepted(server: FakeApi) {
  let accepted = false;
  server.on('PUT /api/friend-requests/user-1_user-2/accept', () => {
    accepted = true;
    return outcome('accepted');
  });
  server.on('GET /api/users/user-1/friends', () => ({ body: { friends: accepted ? [lerato, sipho] : [lerato] } }));
  server.on('GET /api/users/user-1/friend-requests', () => ({ body: { requests: accepted ? [] : [aRequest(sipho, me)] } }));
}
