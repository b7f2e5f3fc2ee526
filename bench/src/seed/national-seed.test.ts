import {
  type EventStore,
  openSqliteEventStore,
  openSqlitePersonalDataKeys,
  type PersonalDataKeys,
  sealPersonalData,
  type SqliteEventStore,
  WrongExpectedRevisionError,
} from '@iec-bets/platform';
import { claimUsername } from '@iec-bets/command-service';
import { type CrowdBefore, scoringRules, streams } from '@iec-bets/contracts';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { nationalAnswer, ONE_OF_EACH_PATTERN, PATTERN_PERIOD } from './national-answers.js';
import { seedNational } from './national-seed.js';

const push = { pushOrigin: 'https://127.0.0.1:8443', pushHosts: ['127.0.0.1:8443'] };

describe('nationalAnswer', () => {
  it('answers the night question Yes for 60% of users, the first history question for half, the second for 40%', () => {
    const answers = Array.from({ length: PATTERN_PERIOD }, (_, index) => nationalAnswer(index));
    expect(answers.filter(([, , night]) => night === 'yes')).toHaveLength(30);
    expect(answers.filter(([first]) => first === 'yes')).toHaveLength(25);
    expect(answers.filter(([, second]) => second === 'yes')).toHaveLength(20);
    expect(nationalAnswer(PATTERN_PERIOD)).toEqual(nationalAnswer(0));
  });

  it('gives every record from 3 right to none, and 2 right or more to exactly half, so that a rank begins at N/2 + 1', () => {
    const rightAnswers = Array.from({ length: PATTERN_PERIOD }, (_, index) => nationalAnswer(index).filter((option) => option === 'yes').length);
    const withRight = (count: number) => rightAnswers.filter((right) => right === count).length;
    expect([withRight(3), withRight(2), withRight(1), withRight(0)]).toEqual([6, 19, 19, 6]);
  });
});

/**
 * Each user's national rank once the three questions are resolved Yes, as the board gives it: every answer scored by
 * crowd-brier-v1 against the crowd it met, in the order the seed appends them (user by user), and equal scores
 * sharing a rank.
 */
function nationalRanks(users: number): number[] {
  const rule = scoringRules['crowd-brier-v1'];
  const crowds: CrowdBefore[] = [0, 1, 2].map(() => ({ yes: 0, total: 0 }));
  const scores = Array.from({ length: users }, (_, index) => {
    let millipoints = 0;
    for (const [question, option] of nationalAnswer(index).entries()) {
      const crowd = crowds[question]!;
      millipoints += rule.answerMillipoints({ pickedYes: option === 'yes', yesWasCorrect: true, crowdBefore: { ...crowd } });
      crowds[question] = { yes: crowd.yes + (option === 'yes' ? 1 : 0), total: crowd.total + 1 };
    }
    return rule.rankingScore(millipoints, 3);
  });
  const highestFirst = [...scores].sort((a, b) => b - a);
  // 1 + how many score higher: the first place, in the scores highest first, of one no higher than this one.
  const rankOf = (score: number) => {
    let [low, high] = [0, highestFirst.length];
    while (low < high) {
      const middle = (low + high) >> 1;
      if (highestFirst[middle]! > score) low = middle + 1;
      else high = middle;
    }
    return low + 1;
  };
  return scores.map(rankOf);
}

describe('the national board the seed makes', () => {
  it.each([20_000, 500_000])('puts one of the players the run samples at #N/2 for N = %i, the rank it measures beside #1', (users) => {
    const ranks = nationalRanks(users);
    const sampledRanks = ONE_OF_EACH_PATTERN.map((index) => ranks[index]!);
    expect(sampledRanks).toContain(users / 2);
    expect(ranks).toContain(1);
  });
});

describe('seedNational (the national benchmark import, through the deciders)', () => {
  let dir: string;
  let log: SqliteEventStore;
  let keys: PersonalDataKeys;
  /** The log as the server reads it: personal fields opened. */
  let store: EventStore;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'iec-bets-national-seed-'));
    log = openSqliteEventStore({ file: join(dir, 'events.sqlite') });
    keys = openSqlitePersonalDataKeys({ file: join(dir, 'personal-data-keys.sqlite') });
    store = sealPersonalData(log, keys);
  });

  afterEach(async () => {
    await store.close();
    await keys.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('given 40 users, records each sign-up, alert setting, subscription and three answers, as the routes would', async () => {
    const seed = await seedNational({ log, keys }, { users: 40, ...push });

    expect(seed.userIds).toHaveLength(40);
    const user = await store.readStream(streams.user(seed.userIds[7]!));
    expect(user.map((event) => event.type)).toEqual(['UserRegistered', 'NotificationSettingsChanged']);
    expect(user[1]!.data).toEqual({ userId: seed.userIds[7], browserNotifications: true });
    const [subscribed] = await store.readStream(streams.pushSubscriptions(seed.userIds[7]!));
    expect(subscribed!.data).toMatchObject({ endpoint: `https://127.0.0.1:8443/push/${seed.userIds[7]}` });
    const [answer] = await store.readStream(streams.answer(seed.questionId, seed.userIds[7]!));
    expect(answer!.data).toEqual({ questionId: seed.questionId, userId: seed.userIds[7], optionId: nationalAnswer(7)[2] });
    const history = await store.readStream(streams.question(seed.historyQuestionIds[0]!));
    expect(history.map((event) => event.type)).toEqual(['QuestionDrafted', 'QuestionPublished', 'QuestionResolved']);
  });

  it('seals every name and push subscription as the server does: none of them is in the log file in the clear', async () => {
    const seed = await seedNational({ log, keys }, { users: 12, ...push });

    const file = Buffer.concat(await Promise.all(['events.sqlite', 'events.sqlite-wal'].map((name) => readFile(join(dir, name)).catch(() => Buffer.alloc(0)))));
    for (const [index, userId] of seed.userIds.entries()) {
      expect(file.includes(`National player ${index}`), `name of user ${index}`).toBe(false);
      expect(file.includes(`/push/${userId}`), `subscription of user ${index}`).toBe(false);
    }
    expect(file.includes('National admin')).toBe(false);
    const [registered] = await store.readStream(streams.user(seed.userIds[11]!));
    expect(registered!.data).toMatchObject({ username: 'nat11', name: 'National player 11' });
    await keys.erase(seed.userIds[11]!);
    const [erased] = await store.readStream(streams.user(seed.userIds[11]!));
    expect(erased!.data).toMatchObject({ username: 'nat11', name: '' });
  });

  it('given a name of the chunk taken already, lands nothing of that chunk: the stream it expected new exists', async () => {
    // Someone signed up as nat3 through the sign-up route's own steps.
    const metadata = { actorId: 'someone', correlationId: 'c', causationId: null, occurredAt: new Date().toISOString() };
    await claimUsername(log, { username: 'nat3', userId: 'someone' }, metadata);

    await expect(seedNational({ log, keys }, { users: 10, ...push })).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    expect(await store.readStream(streams.username('nat0'))).toEqual([]);
    expect((await store.readStream(streams.username('nat3')))[0]!.data).toEqual({ username: 'nat3', userId: 'someone' });
  });

  it('given push subscriptions to a host that is not a push service, refuses them', async () => {
    await expect(seedNational({ log, keys }, { users: 5, pushOrigin: 'https://169.254.169.254', pushHosts: [] })).rejects.toThrow('is not a push service');
  });
});
