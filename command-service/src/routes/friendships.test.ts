import { FriendRequestOutcome, friendRequestId, streams } from '@iec-bets/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asUser, positionOf, signUp, startCommandApp, type CommandTestApp, type SignedUp } from '../test-support/command-app.js';

const NOW = '2026-11-22T10:00:00.000Z';
let t: CommandTestApp;
beforeAll(async () => {
  t = await startCommandApp({ clock: () => new Date(NOW) });
});
afterAll(async () => t.close());

// Fresh users per test: every test starts from a pair with no history, on one shared app.
let amara: SignedUp;
let bongani: SignedUp;
beforeEach(async () => {
  amara = await signUp(t.app);
  bongani = await signUp(t.app);
});

const befriend = (who: SignedUp | null, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/friendships', payload: payload as object, ...(who ? asUser(who.sessionId) : {}) });

const respond = (who: SignedUp | null, requestId: string, verb: 'accept' | 'reject', payload?: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/friend-requests/${encodeURIComponent(requestId)}/${verb}`,
    ...(payload === undefined ? {} : { payload: payload as object }),
    ...(who ? asUser(who.sessionId) : {}),
  });

async function expectError(response: Awaited<ReturnType<typeof befriend>>, statusCode: number, error: string) {
  expect(response.statusCode, response.body).toBe(statusCode);
  expect(response.json()).toEqual({ error, statusCode });
}

async function sentRequest(from: SignedUp, to: SignedUp): Promise<string> {
  const response = await befriend(from, { friendId: to.user.id });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

const pairStream = () => streams.friendship(amara.user.id, bongani.user.id);

async function deleteAccount(who: SignedUp) {
  const response = await t.app.inject({ method: 'DELETE', url: `/api/users/${who.user.id}`, payload: { password: who.password }, ...asUser(who.sessionId) });
  expect(response.statusCode, response.body).toBe(204);
}

describe('POST /api/friendships', () => {
  it('records a pending request on the pair stream and answers 201 with it and its position', async () => {
    const response = await befriend(amara, { userId: amara.user.id, friendId: bongani.user.id });
    expect(response.statusCode, response.body).toBe(201);
    const id = friendRequestId(amara.user.id, bongani.user.id);
    expect(FriendRequestOutcome.parse(response.json())).toEqual({
      id,
      requesterId: amara.user.id,
      receiverId: bongani.user.id,
      status: 'pending',
      at: NOW,
      receiverUsername: bongani.user.username,
    });
    const [requested] = await t.eventStore.readStream(pairStream());
    expect(requested).toMatchObject({
      type: 'FriendRequested',
      data: { requestId: id, requesterId: amara.user.id, receiverId: bongani.user.id },
      metadata: { actorId: amara.user.id, occurredAt: NOW },
    });
    expect(positionOf(response)).toBe(requested!.position);
  });

  it('finds the friend by username in any case, straight from the log', async () => {
    const response = await befriend(amara, { userId: amara.user.id, friendUsername: ` ${bongani.user.username.toUpperCase()} ` });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().receiverId).toBe(bongani.user.id);
    // Named as registered, not as typed: the sender's toast names the user the server found.
    expect(response.json().receiverUsername).toBe(bongani.user.username);
  });

  it('finds the friend named as a handle, "@" and all, as the screens show usernames', async () => {
    const response = await befriend(amara, { friendUsername: `@${bongani.user.username}` });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().receiverId).toBe(bongani.user.id);
  });

  it('asks to pick a user when neither an id nor a username is sent', async () => {
    await expectError(await befriend(amara, {}), 400, 'Please select a user from the list');
    await expectError(await befriend(amara, { userId: amara.user.id, friendId: '  ' }), 400, 'Please select a user from the list');
  });

  it('asks for a username when the invite dialog sends an empty one', async () => {
    await expectError(await befriend(amara, { friendUsername: '   ' }), 400, 'Please enter a username');
    await expectError(await befriend(amara, { friendUsername: ' @ ' }), 400, 'Please enter a username');
  });

  it('refuses fields of the wrong type with a 400', async () => {
    const response = await befriend(amara, { friendId: 42 });
    expect(response.statusCode).toBe(400);
    expect((await befriend(amara, { friendUsername: ['x'] })).statusCode).toBe(400);
  });

  it('answers 404 for an unknown user, by id or by username', async () => {
    await expectError(await befriend(amara, { friendId: 'no-such-user' }), 404, 'We could not find that user');
    await expectError(await befriend(amara, { friendUsername: 'nobody_by_this_name' }), 404, 'We could not find that user');
  });

  it('answers 404 for a user who deleted their account, a former friend included, writing nothing', async () => {
    await respond(bongani, await sentRequest(amara, bongani), 'accept');
    await deleteAccount(bongani);
    const head = await t.eventStore.headPosition();
    await expectError(await befriend(amara, { friendId: bongani.user.id }), 404, 'We could not find that user');
    await expectError(await befriend(amara, { friendUsername: bongani.user.username }), 404, 'We could not find that user');
    expect(await t.eventStore.headPosition()).toBe(head);
  });

  it('refuses to befriend oneself, by id or by username', async () => {
    await expectError(await befriend(amara, { friendId: amara.user.id }), 400, 'You cannot add yourself as a friend');
    await expectError(await befriend(amara, { friendUsername: amara.user.username }), 400, 'You cannot add yourself as a friend');
  });

  it('refuses a second request while one is pending, either way', async () => {
    await sentRequest(amara, bongani);
    await expectError(await befriend(amara, { friendId: bongani.user.id }), 409, 'You have already sent a friend request to this user');
    await expectError(
      await befriend(bongani, { friendId: amara.user.id }),
      409,
      'This user has already sent you a friend request: accept it under Requests',
    );
    expect(await t.eventStore.readStream(pairStream())).toHaveLength(1);
  });

  it('refuses users who are already friends with 409', async () => {
    const id = await sentRequest(amara, bongani);
    expect((await respond(bongani, id, 'accept')).statusCode).toBe(200);
    await expectError(await befriend(bongani, { friendId: amara.user.id }), 409, 'You are already friends');
  });

  it('needs a session (401) and refuses acting for someone else (403), writing nothing', async () => {
    const head = await t.eventStore.headPosition();
    await expectError(await befriend(null, { friendId: bongani.user.id }), 401, 'Please sign in first');
    await expectError(
      await befriend(amara, { userId: bongani.user.id, friendId: amara.user.id }),
      403,
      'You can only do this for your own account',
    );
    expect(await t.eventStore.headPosition()).toBe(head);
  });

  it('lets only one of two crossing requests through', async () => {
    const racing = await startCommandApp({ readDelayMs: 20 });
    try {
      const [a, b] = [await signUp(racing.app), await signUp(racing.app)];
      const responses = await Promise.all([
        racing.app.inject({ method: 'POST', url: '/api/friendships', payload: { friendId: b.user.id }, ...asUser(a.sessionId) }),
        racing.app.inject({ method: 'POST', url: '/api/friendships', payload: { friendId: a.user.id }, ...asUser(b.sessionId) }),
      ]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
      expect(await racing.eventStore.readStream(streams.friendship(a.user.id, b.user.id))).toHaveLength(1);
    } finally {
      await racing.close();
    }
  });
});

describe('PUT /api/friend-requests/{id}/accept and /reject', () => {
  it('accepts a request when the receiver answers, with the position of the acceptance', async () => {
    const id = await sentRequest(amara, bongani);
    const response = await respond(bongani, id, 'accept', { userId: bongani.user.id });
    expect(response.statusCode, response.body).toBe(200);
    expect(FriendRequestOutcome.parse(response.json())).toEqual({
      id,
      requesterId: amara.user.id,
      receiverId: bongani.user.id,
      status: 'accepted',
      at: NOW,
    });
    const events = await t.eventStore.readStream(pairStream());
    expect(events.map((event) => event.type)).toEqual(['FriendRequested', 'FriendRequestAccepted']);
    expect(events[1]!.metadata.actorId).toBe(bongani.user.id);
    expect(positionOf(response)).toBe(events[1]!.position);
  });

  it('rejects a request, after which either may ask again', async () => {
    const id = await sentRequest(amara, bongani);
    const response = await respond(bongani, id, 'reject');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id, status: 'rejected' });
    expect(await sentRequest(bongani, amara)).toBe(id);
    const events = await t.eventStore.readStream(pairStream());
    expect(events.map((event) => event.type)).toEqual(['FriendRequested', 'FriendRequestRejected', 'FriendRequested']);
  });

  it('lets only the receiver answer (403), and nobody without a session (401)', async () => {
    const id = await sentRequest(amara, bongani);
    const stranger = await signUp(t.app);
    const onlyReceiver = 'Only the person who received this friend request can answer it';
    await expectError(await respond(amara, id, 'accept'), 403, onlyReceiver);
    await expectError(await respond(stranger, id, 'reject'), 403, onlyReceiver);
    await expectError(await respond(null, id, 'accept'), 401, 'Please sign in first');
    await expectError(await respond(bongani, id, 'accept', { userId: amara.user.id }), 403, 'You can only do this for your own account');
    expect(await t.eventStore.readStream(pairStream())).toHaveLength(1);
  });

  it('answers 409 for a request that is no longer pending', async () => {
    const id = await sentRequest(amara, bongani);
    expect((await respond(bongani, id, 'accept')).statusCode).toBe(200);
    await expectError(await respond(bongani, id, 'accept'), 409, 'This friend request was already accepted');
    await expectError(await respond(bongani, id, 'reject'), 409, 'This friend request was already accepted');
  });

  it('answers 409 for a request that was already rejected', async () => {
    const id = await sentRequest(amara, bongani);
    expect((await respond(bongani, id, 'reject')).statusCode).toBe(200);
    await expectError(await respond(bongani, id, 'accept'), 409, 'This friend request was already rejected');
  });

  it('answers 404 for a request whose sender has since deleted their account, writing nothing', async () => {
    const id = await sentRequest(amara, bongani);
    await deleteAccount(amara);
    const head = await t.eventStore.headPosition();
    await expectError(await respond(bongani, id, 'accept'), 404, 'We could not find that friend request');
    await expectError(await respond(bongani, id, 'reject'), 404, 'We could not find that friend request');
    expect(await t.eventStore.headPosition()).toBe(head);
  });

  it('answers 404 for a request that does not exist or cannot be an id', async () => {
    const never = friendRequestId(amara.user.id, bongani.user.id);
    await expectError(await respond(bongani, never, 'accept'), 404, 'We could not find that friend request');
    const unsorted = [amara.user.id, bongani.user.id].sort().reverse().join('_');
    for (const id of ['not-a-request', 'a_b_c', '_x', unsorted]) {
      await expectError(await respond(bongani, id, 'reject'), 404, 'We could not find that friend request');
    }
  });

  it('refuses a body that is not an object with a 400', async () => {
    const id = await sentRequest(amara, bongani);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/friend-requests/${id}/accept`,
      headers: { 'content-type': 'application/json' },
      payload: '[1]',
      ...asUser(bongani.sessionId),
    });
    await expectError(response, 400, 'The request body must be a JSON object');
  });
});
