import { FriendActivityResponse, friendRequestId, ReadModel, streams } from '@iec-bets/contracts';
import type { ReadStore } from '@iec-bets/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type QueryFixture, startQueryFixture } from '../test-support/query-fixture.js';

interface RecordedGet {
  collection: string;
  ids: readonly string[];
}

/** The read store as it is, noting every look-up by id put to it. */
function recordingGets(readStore: ReadStore, gets: RecordedGet[]): ReadStore {
  return new Proxy(readStore, {
    get(target, property, receiver) {
      if (property === 'getMany') {
        return (collection: string, ids: string[]) => {
          gets.push({ collection, ids });
          return target.getMany(collection, ids);
        };
      }
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * The Friends tab asks for its friends' activity every five seconds from every phone that has it open, so each
 * request reads what it shows once: the friends who answered and the friends who commented are mostly the same
 * people, read together.
 */
describe("the reads of one request for friends' activity", () => {
  let fx: QueryFixture;
  const gets: RecordedGet[] = [];

  beforeAll(async () => {
    fx = await startQueryFixture({ now: new Date('2026-11-22T10:00:00Z'), readThrough: (readStore) => recordingGets(readStore, gets) });
  });
  afterAll(async () => fx?.close());

  it('reads the people it names in one look-up, each of them once, and names them all', async () => {
    const thandi = await fx.signUp('thandi');
    const sipho = await fx.signUp('sipho');
    const lerato = await fx.signUp('lerato');
    const naledi = await fx.signUp('naledi');
    for (const friend of [sipho, lerato, naledi]) {
      const data = { requestId: friendRequestId(thandi.userId, friend.userId), requesterId: thandi.userId, receiverId: friend.userId };
      await fx.append(streams.friendship(thandi.userId, friend.userId), [{ type: 'FriendRequested', data }], thandi.userId);
      await fx.append(streams.friendship(thandi.userId, friend.userId), [{ type: 'FriendRequestAccepted', data }], friend.userId);
    }
    const first = await fx.question({ date: new Date('2026-11-21T10:00:00Z'), text: 'Will turnout pass 60%?' });
    const second = await fx.question({ date: new Date('2026-11-22T09:00:00Z'), text: 'Will the GNU last the year?' });
    // Sipho answers and comments, Lerato only answers, Naledi only comments.
    await fx.answer(sipho.userId, first, 'yes');
    await fx.answer(lerato.userId, first, 'no');
    await fx.answer(sipho.userId, second, 'no');
    await fx.comment(sipho.userId, first, 'Called it');
    await fx.comment(naledi.userId, second, 'Too close to call');

    gets.length = 0;
    const response = await fx.get(`/api/users/${thandi.userId}/friend-activity`, thandi.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const activity = FriendActivityResponse.parse(response.json()).activity;

    const userReads = gets.filter((get) => get.collection === ReadModel.users);
    expect(userReads).toHaveLength(1);
    expect([...userReads[0]!.ids].sort()).toEqual([sipho.userId, lerato.userId, naledi.userId].sort());
    expect(activity).toMatchObject([
      {
        questionId: second,
        friendAnswers: [{ friendId: sipho.userId, friendName: 'Name of sipho' }],
        friendComments: [{ content: 'Too close to call', user: { id: naledi.userId, name: 'Name of naledi', username: 'naledi' } }],
      },
      {
        questionId: first,
        friendAnswers: [
          { friendId: lerato.userId, friendName: 'Name of lerato' },
          { friendId: sipho.userId, friendName: 'Name of sipho' },
        ],
        friendComments: [{ content: 'Called it', user: { id: sipho.userId, name: 'Name of sipho', username: 'sipho' } }],
      },
    ]);
  });
});
