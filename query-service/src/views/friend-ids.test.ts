import { friendRequestId, streams } from '@iec-bets/contracts';
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { type QueryFixture, startQueryFixture } from '../test-support/query-fixture.js';
import { friendIdsOf } from './friend-ids.js';

let fx: QueryFixture;
afterEach(async () => fx?.close());

describe('friendIdsOf', () => {
  it('gives the ids of accepted friends from either side, sorted, and leaves out pending and rejected requests', async () => {
    fx = await startQueryFixture();
    const [me, asked, askedMe, pending, rejected] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const pair = (requesterId: string, receiverId: string) => ({ requestId: friendRequestId(requesterId, receiverId), requesterId, receiverId });
    await fx.append(streams.friendship(me, asked), [
      { type: 'FriendRequested', data: pair(me, asked) },
      { type: 'FriendRequestAccepted', data: pair(me, asked) },
    ]);
    await fx.append(streams.friendship(askedMe, me), [
      { type: 'FriendRequested', data: pair(askedMe, me) },
      { type: 'FriendRequestAccepted', data: pair(askedMe, me) },
    ]);
    await fx.append(streams.friendship(me, pending), [{ type: 'FriendRequested', data: pair(me, pending) }]);
    await fx.append(streams.friendship(rejected, me), [
      { type: 'FriendRequested', data: pair(rejected, me) },
      { type: 'FriendRequestRejected', data: pair(rejected, me) },
    ]);
    expect(await fx.projector.waitFor(fx.lastPosition, 5000)).toBe(true);

    expect(await friendIdsOf(fx.readStore, me)).toEqual([asked, askedMe].sort());
    expect(await friendIdsOf(fx.readStore, asked)).toEqual([me]);
    expect(await friendIdsOf(fx.readStore, pending)).toEqual([]);
    expect(await friendIdsOf(fx.readStore, rejected)).toEqual([]);
  });
});
