import type { FriendRequest, FriendUser } from '@iec-bets/contracts';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakeApi, startFakeApi } from '@/test-support/fake-api';
import { aUser } from '@/test-support/fixtures';
import { renderApp } from '@/test-support/render-app';
import { queryKeys } from '@/lib/query-keys';
import { applyRealtimeMessage } from './apply-realtime-message';

const me: FriendUser = { id: 'user-1', name: 'Thandi Mokoena', username: 'thandi', isAdmin: false };
const pieter: FriendUser = { id: 'user-4', name: 'Pieter Botha', username: 'pieter', isAdmin: false };
const sipho: FriendUser = { id: 'user-2', name: 'Sipho Dlamini', username: 'sipho', isAdmin: false };
const aRequest = (requester: FriendUser, receiver: FriendUser): FriendRequest => ({
  id: [requester.id, receiver.id].sort().join('_'),
  createdAt: '2026-11-20T09:00:00.000Z',
  requester,
  receiver,
});

describe('friend requests reach an open page without a reload', () => {
  let server: FakeApi;
  let pieterAccepted: boolean;
  let incoming: FriendRequest[];
  beforeEach(async () => {
    server = await startFakeApi();
    pieterAccepted = false;
    incoming = [];
    server.on('GET /api/auth/me', { body: aUser() });
    server.on('GET /api/users/user-1/friends', () => ({ body: { friends: pieterAccepted ? [pieter] : [] } }));
    server.on('GET /api/users/user-1/sent-requests', () => ({ body: { requests: pieterAccepted ? [] : [aRequest(me, pieter)] } }));
    server.on('GET /api/users/user-1/friend-requests', () => ({ body: { requests: incoming } }));
  });
  afterEach(() => server.close());

  it("shows the sender their request accepted, on the Friends screen they have open, once the server says 'friends-changed'", async () => {
    const { queryClient } = renderApp(server, '/friends');
    await screen.findByText(/^No friends yet/);
    expect(await screen.findByRole('tab', { name: /Sent \(1\)/ })).toBeDefined();

    pieterAccepted = true;
    act(() => applyRealtimeMessage(queryClient, { type: 'friends-changed' }));

    const friends = await screen.findByRole('list', { name: 'My friends' });
    expect(within(friends).getByText('Pieter Botha')).toBeDefined();
    expect(await screen.findByRole('tab', { name: /Sent \(0\)/ })).toBeDefined();
  });

  it("marks what friends did on the feed for re-reading once the server says 'friends-changed', for the Friends tab of Election Predictions", async () => {
    const { queryClient } = renderApp(server, '/friends');
    await screen.findByText(/^No friends yet/);
    const activity = queryKeys.friendActivity('user-1');
    queryClient.setQueryData(activity, []);

    act(() => applyRealtimeMessage(queryClient, { type: 'friends-changed' }));

    expect(queryClient.getQueryState(activity)?.isInvalidated).toBe(true);
  });

  it('counts incoming requests on the Friends item of the navigation, on any screen, and updates the count live', async () => {
    incoming = [aRequest(sipho, me)];
    const { queryClient } = renderApp(server, '/leaderboard');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Friends, 1 friend request' })).toBeDefined();

    incoming = [aRequest(sipho, me), aRequest(pieter, me)];
    act(() => applyRealtimeMessage(queryClient, { type: 'friends-changed' }));
    expect(await within(nav).findByRole('link', { name: 'Friends, 2 friend requests' })).toBeDefined();
  });
});
