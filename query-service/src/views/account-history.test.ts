import { celebrationIdOf, streams } from '@iec-bets/contracts';
import { events, recordEvents } from '@iec-bets/testing';
import { describe, expect, it } from 'vitest';
import { accountHistoryOf } from './account-history.js';
import type { CelebrationNames } from './celebration-in-words.js';

const naledi = '0191f3c2-7a10-7000-8000-00000000a1ed';
const pieter = '0191f3c2-7a10-7000-8000-0000000b1e7e';
const thabo = '0191f3c2-7a10-7000-8000-0000000d1e7d';
const turnout = '0191f3c2-9b20-7000-8000-0000000000a1';
const count = '0191f3c2-9b20-7000-8000-0000000000b2';
const raced = '0191f3c2-9b20-7000-8000-0000000000c3';

/** What the export holds to name things by: a question still standing, one deleted, and a friend still here. */
const names: CelebrationNames = {
  questionText: (questionId) => ({ [turnout]: 'Will turnout pass 60%?', [count]: 'Will the count finish by Friday?' })[questionId] ?? null,
  username: (userId) => (userId === pieter ? 'pieter' : null),
};

const at = '2026-11-20T08:00:00Z';

describe('accountHistoryOf', () => {
  it('tells each change to the account in words and dates, never by the ids the log keeps it under', () => {
    const recorded = recordEvents(
      [
        events.registered(naledi, 'naledi', { email: 'naledi@example.org' }),
        events.celebrationSeen(naledi, celebrationIdOf({ type: 'correct_answer', questionId: turnout, position: 4_812 })),
        events.celebrationSeen(naledi, celebrationIdOf({ type: 'wrong_answer', questionId: count, position: 4_813 })),
        events.celebrationSeen(naledi, celebrationIdOf({ type: 'correct_answer', questionId: raced, position: 4_814 })),
        events.celebrationSeen(naledi, celebrationIdOf({ type: 'new_friend', friendId: pieter, position: 4_815 })),
        events.celebrationSeen(naledi, celebrationIdOf({ type: 'new_friend', friendId: thabo, position: 4_816 })),
        events.celebrationSeen(naledi, celebrationIdOf({ type: 'rank_up', rank: 1_204 })),
        events.celebrationSeen(naledi, celebrationIdOf({ type: 'accuracy_boost', milestone: 70 })),
        events.celebrationSeen(naledi, 'streak-3'),
        events.adminGranted(naledi),
      ].map((event) => ({ event, at })),
    );

    const history = accountHistoryOf(recorded, names);

    const seen = (celebration: string) => ({ at: '2026-11-20T08:00:00.000Z', change: 'celebration seen', celebration });
    expect(history).toEqual([
      // Her username as she chose it, beside the name and contact details she gave.
      {
        at: '2026-11-20T08:00:00.000Z',
        change: 'signed up',
        username: 'naledi',
        name: 'naledi name',
        email: 'naledi@example.org',
        phoneNumber: null,
      },
      seen('Your answer was right: “Will turnout pass 60%?”'),
      seen('Your answer was wrong: “Will the count finish by Friday?”'),
      // An answer that raced its question's deletion: the log keeps only the ids, and they would tell her nothing.
      seen('Your answer was right: a question since deleted'),
      seen('New friend: @pieter'),
      seen('New friend, whose account has since been deleted'),
      seen('Ranked #1204 nationally'),
      seen('70% accuracy reached'),
      seen('A celebration the app no longer names'),
      { at: '2026-11-20T08:00:00.000Z', change: 'made an admin' },
    ]);
    const text = JSON.stringify(history);
    for (const internal of [naledi, pieter, thabo, turnout, count, raced, streams.user(naledi), streams.celebrations(naledi), ...recorded.map((event) => event.id)]) {
      expect(text).not.toContain(internal);
    }
    // Nor the log's positions, which the celebrations' ids are built of.
    expect(text).not.toMatch(/481[2-6]/);
  });
});
