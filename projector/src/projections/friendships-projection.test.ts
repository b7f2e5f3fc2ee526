import { ReadModel } from '@iec-bets/contracts';
import { describe, expect, it } from 'vitest';
import { givenEvents } from '../test-support/given-events.js';
import { events } from '@iec-bets/testing';

const friendships = ReadModel.friendships;

describe('friendships read model', () => {
  it('holds a pending request under the id of the sorted pair', async () => {
    const models = await givenEvents([{ event: events.friendRequested('u2', 'u1'), at: '2025-04-06T10:00:00Z', actorId: 'u2' }]);
    expect(await models.documents(friendships)).toEqual([
      {
        id: 'u1_u2',
        requesterId: 'u2',
        receiverId: 'u1',
        status: 'pending',
        createdAt: '2025-04-06T10:00:00.000Z',
        respondedAt: null,
        _position: 1,
      },
    ]);
  });

  it('marks an accepted request as a friendship, keeping when it was asked', async () => {
    const models = await givenEvents([
      { event: events.friendRequested('u1', 'u2'), at: '2025-04-06T10:00:00Z' },
      { event: events.friendRequestAccepted('u1', 'u2'), at: '2025-04-07T11:00:00Z' },
    ]);
    expect(await models.document(friendships, 'u1_u2')).toEqual({
      id: 'u1_u2',
      requesterId: 'u1',
      receiverId: 'u2',
      status: 'accepted',
      createdAt: '2025-04-06T10:00:00.000Z',
      respondedAt: '2025-04-07T11:00:00.000Z',
      _position: 2,
    });
  });

  it('removes a rejected request, and holds the new one when the pair asks again the other way', async () => {
    const models = await givenEvents([
      { event: events.friendRequested('u1', 'u2'), at: '2025-04-06T10:00:00Z' },
      { event: events.friendRequestRejected('u1', 'u2'), at: '2025-04-07T10:00:00Z' },
    ]);
    expect(await models.documents(friendships)).toEqual([]);
    await models.followedBy([{ event: events.friendRequested('u2', 'u1'), at: '2025-04-08T10:00:00Z' }]);
    expect(await models.documents(friendships)).toMatchObject([
      { id: 'u1_u2', requesterId: 'u2', receiverId: 'u1', status: 'pending', createdAt: '2025-04-08T10:00:00.000Z' },
    ]);
  });

  it('gives the same documents whether the events come in one batch or one at a time', async () => {
    const script = [
      { event: events.friendRequested('u1', 'u2'), at: '2025-04-06T10:00:00Z' },
      { event: events.friendRequestAccepted('u1', 'u2'), at: '2025-04-07T10:00:00Z' },
      { event: events.friendRequested('u3', 'u1'), at: '2025-04-07T10:00:00Z' },
      { event: events.friendRequestRejected('u3', 'u1'), at: '2025-04-08T10:00:00Z' },
      { event: events.friendRequested('u3', 'u2'), at: '2025-04-09T10:00:00Z' },
    ];
    const together = await givenEvents(script);
    const oneByOne = await givenEvents(script, { batchSize: 1 });
    expect(await oneByOne.documents(friendships)).toEqual(await together.documents(friendships));
    expect((await together.documents(friendships)).map((doc) => [doc.id, doc.status])).toEqual([
      ['u1_u2', 'accepted'],
      ['u2_u3', 'pending'],
    ]);
  });

  it.each([
    ['the requester', 'u1'],
    ['the one asked', 'u2'],
  ])('starts no request recorded after %s deleted their account', async (_, deleted) => {
    const models = await givenEvents([
      { event: events.friendRequested('u1', 'u3'), at: '2025-04-06T10:00:00Z', actorId: 'u1' },
      { event: events.userDeleted(deleted), at: '2025-04-07T10:00:00Z', actorId: deleted },
      // Let in before the deletion ended the requester's sessions, or sent as the other account went.
      { event: events.friendRequested('u1', 'u2'), at: '2025-04-07T10:00:01Z', actorId: 'u1' },
    ]);
    const left = deleted === 'u1' ? [] : [['u1_u3', 'pending']];
    expect((await models.documents(friendships)).map((doc) => [doc.id, doc.status])).toEqual(left);
  });
});
