import { ReadModel, scoringRules, type UserStatsDocument } from '@iec-bets/contracts';
import { describe, expect, it } from 'vitest';
import { givenEvents } from '../test-support/given-events.js';
import { events, type ScriptedEvent } from '@iec-bets/testing';

const userStats = ReadModel.userStats;

const publishedQuestion = (id: string, date = '2025-03-10T11:00:00Z'): ScriptedEvent[] => [
  { event: events.drafted(id, date), at: '2025-03-01T09:00:00Z' },
  { event: events.published(id), at: '2025-03-02T10:00:00Z' },
];

/** The counters that describe a user's record, without the bookkeeping position. */
function record(stats: UserStatsDocument | null) {
  if (!stats) return null;
  const { _position, ...counters } = stats;
  return counters;
}

describe('user statistics read model', () => {
  it('makes no record before a first resolved answer, and one for each answerer at the first resolution', async () => {
    const models = await givenEvents([
      { event: events.registered('u1'), at: '2025-03-01T08:00:00Z' },
      { event: events.registered('u2'), at: '2025-03-01T08:00:00Z' },
      ...publishedQuestion('q1'),
      ...publishedQuestion('q2'),
      { event: events.answered('q1', 'u1', 'yes'), at: '2025-03-09T22:30:00Z' },
      { event: events.answered('q2', 'u1', 'no'), at: '2025-03-10T12:00:00Z' },
    ]);
    // An answer to an open question leaves the record, and its ranking index, alone: the activity counts it.
    expect(await models.documents<UserStatsDocument>(userStats)).toEqual([]);

    await models.followedBy([{ event: events.resolved('q1', 'yes'), at: '2025-03-20T10:00:00Z' }]);

    expect((await models.documents<UserStatsDocument>(userStats)).map(record)).toEqual([
      {
        id: 'u1',
        userId: 'u1',
        resolvedAnswers: 1,
        correctAnswers: 1,
        resolvedByMonth: { '2025-03': { resolved: 1, correct: 1, millipoints: 25_000 } },
        millipoints: 25_000,
        score: scoringRules['crowd-brier-v1'].rankingScore(25_000, 1),
        ranked: false,
        scoringRule: 'crowd-brier-v1',
      },
    ]);
  });

  it('gives no record to an answerer whose account was deleted before the resolution', async () => {
    const models = await givenEvents([
      { event: events.registered('u1'), at: '2025-03-01T08:00:00Z' },
      { event: events.registered('u2'), at: '2025-03-01T08:00:00Z' },
      ...publishedQuestion('q1'),
      { event: events.answered('q1', 'u1', 'yes'), at: '2025-03-10T08:00:00Z' },
      { event: events.answered('q1', 'u2', 'yes'), at: '2025-03-10T09:00:00Z' },
      { event: events.userDeleted('u2'), at: '2025-03-12T08:00:00Z' },
      { event: events.resolved('q1', 'yes'), at: '2025-03-20T10:00:00Z' },
    ]);
    // Their answer stays in the national results, but nothing ranks them again.
    expect((await models.documents<UserStatsDocument>(userStats)).map((doc) => doc.userId)).toEqual(['u1']);
  });

  it('counts resolved and correct answers under the South African month of the resolution', async () => {
    const models = await givenEvents([
      ...publishedQuestion('q1'),
      ...publishedQuestion('q2'),
      ...publishedQuestion('q3'),
      { event: events.answered('q1', 'u1', 'yes'), at: '2025-03-10T08:00:00Z' },
      { event: events.answered('q2', 'u1', 'yes'), at: '2025-03-10T08:00:00Z' },
      { event: events.answered('q3', 'u1', 'yes'), at: '2025-03-10T08:00:00Z' },
      { event: events.answered('q1', 'u2', 'no'), at: '2025-03-10T08:00:00Z' },
      { event: events.resolved('q1', 'yes'), at: '2025-03-20T10:00:00Z' },
      // 23:00 UTC on 31 March is 1 April in South Africa.
      { event: events.resolved('q2', 'no'), at: '2025-03-31T23:00:00Z' },
    ]);
    // u1 answered every question first, against an even split: +25 for q1 (right), -75 for q2 (wrong).
    expect(record(await models.document<UserStatsDocument>(userStats, 'u1'))).toMatchObject({
      resolvedAnswers: 2,
      correctAnswers: 1,
      resolvedByMonth: {
        '2025-03': { resolved: 1, correct: 1, millipoints: 25_000 },
        '2025-04': { resolved: 1, correct: 0, millipoints: -75_000 },
      },
      millipoints: -50_000,
      score: -50 / 12,
      ranked: false,
    });
    // u2 said No after all of q1's answers so far were Yes: wrong with the crowd's opposite, s = 1, o = 1.
    expect(record(await models.document<UserStatsDocument>(userStats, 'u2'))).toMatchObject({
      resolvedAnswers: 1,
      correctAnswers: 0,
      resolvedByMonth: { '2025-03': { resolved: 1, correct: 0, millipoints: -100_000 } },
      millipoints: -100_000,
    });
  });

  it('scores each answer against the split just before it, and ranks a player from three resolved answers', async () => {
    const models = await givenEvents([
      ...publishedQuestion('q1'),
      ...publishedQuestion('q2'),
      ...publishedQuestion('q3'),
      // On q1 three players say No before the contrarian says Yes, and Yes happens.
      { event: events.answered('q1', 'crowd1', 'no'), at: '2025-03-10T08:00:00Z' },
      { event: events.answered('q1', 'crowd2', 'no'), at: '2025-03-10T08:01:00Z' },
      { event: events.answered('q1', 'crowd3', 'no'), at: '2025-03-10T08:02:00Z' },
      { event: events.answered('q1', 'contrarian', 'yes'), at: '2025-03-10T08:03:00Z' },
      { event: events.answered('q2', 'contrarian', 'yes'), at: '2025-03-10T08:04:00Z' },
      { event: events.answered('q3', 'contrarian', 'no'), at: '2025-03-10T08:05:00Z' },
      { event: events.resolved('q1', 'yes'), at: '2025-03-20T10:00:00Z' },
      { event: events.resolved('q2', 'yes'), at: '2025-03-20T10:00:00Z' },
    ]);
    const rule = scoringRules['crowd-brier-v1'];
    const contrarian = await models.document<UserStatsDocument>(userStats, 'contrarian');
    // q1: s = 0 (all No before), o = 1: 100 × (1 − 0). q2: nobody before, s = 0.5: 100 × 0.25.
    expect(contrarian).toMatchObject({ resolvedAnswers: 2, millipoints: 125_000, ranked: false });
    expect(await models.document<UserStatsDocument>(userStats, 'crowd1')).toMatchObject({ millipoints: -75_000 });
    // crowd2 and crowd3 were wrong along with everyone before them (s = 0): no worse than the crowd, no points lost.
    expect(await models.document<UserStatsDocument>(userStats, 'crowd3')).toMatchObject({ millipoints: 0 });

    await models.followedBy([{ event: events.resolved('q3', 'no'), at: '2025-03-21T10:00:00Z' }]);

    expect(await models.document<UserStatsDocument>(userStats, 'contrarian')).toMatchObject({
      resolvedAnswers: 3,
      millipoints: 150_000,
      score: rule.rankingScore(150_000, 3),
      ranked: true,
      scoringRule: 'crowd-brier-v1',
    });
  });

  it('scores under the rule the operator adopted', async () => {
    const models = await givenEvents([
      { event: events.scoringRuleAdopted('accuracy-v0'), at: '2025-03-01T08:00:00Z' },
      ...publishedQuestion('q1'),
      { event: events.answered('q1', 'u1', 'yes'), at: '2025-03-10T08:00:00Z' },
      { event: events.resolved('q1', 'yes'), at: '2025-03-20T10:00:00Z' },
    ]);

    expect(await models.document<UserStatsDocument>(userStats, 'u1')).toMatchObject({
      millipoints: 1000,
      score: 2 / 3,
      ranked: true,
      scoringRule: 'accuracy-v0',
    });
  });

  it('counts an answer recorded after the resolution as resolved at once', async () => {
    const models = await givenEvents([
      ...publishedQuestion('q1'),
      { event: events.resolved('q1', 'yes'), at: '2025-03-20T10:00:00Z' },
      { event: events.answered('q1', 'u1', 'yes'), at: '2025-03-21T10:00:00Z' },
    ]);
    expect(record(await models.document<UserStatsDocument>(userStats, 'u1'))).toMatchObject({
      resolvedAnswers: 1,
      correctAnswers: 1,
      resolvedByMonth: { '2025-03': { resolved: 1, correct: 1, millipoints: 25_000 } },
    });
  });

  it('moves answers to the new outcome when a question is resolved again', async () => {
    const models = await givenEvents([
      ...publishedQuestion('q1'),
      { event: events.answered('q1', 'u1', 'yes'), at: '2025-03-10T08:00:00Z' },
      { event: events.resolved('q1', 'no'), at: '2025-03-20T10:00:00Z' },
      { event: events.resolved('q1', 'yes'), at: '2025-04-02T10:00:00Z' },
    ]);
    expect(record(await models.document<UserStatsDocument>(userStats, 'u1'))).toMatchObject({
      resolvedAnswers: 1,
      correctAnswers: 1,
      resolvedByMonth: { '2025-04': { resolved: 1, correct: 1, millipoints: 25_000 } },
      millipoints: 25_000,
    });
  });

  describe('when a question is deleted', () => {
    const history = (withDeletedQuestion: boolean): ScriptedEvent[] => {
      const onlyIf = (script: ScriptedEvent[]) => (withDeletedQuestion ? script : []);
      return [
        { event: events.registered('u1'), at: '2025-03-01T08:00:00Z' },
        { event: events.registered('u2'), at: '2025-03-01T08:00:00Z' },
        ...publishedQuestion('kept'),
        ...onlyIf(publishedQuestion('gone', '2025-03-12T11:00:00Z')),
        { event: events.answered('kept', 'u1', 'yes'), at: '2025-03-10T08:00:00Z' },
        ...onlyIf([
          { event: events.answered('gone', 'u1', 'no'), at: '2025-03-12T08:00:00Z' },
          { event: events.answered('gone', 'u2', 'yes'), at: '2025-03-12T09:00:00Z' },
        ]),
        { event: events.resolved('kept', 'yes'), at: '2025-03-15T10:00:00Z' },
        ...onlyIf([
          { event: events.resolved('gone', 'no'), at: '2025-04-15T10:00:00Z' },
          { event: events.deleted('gone'), at: '2025-04-16T10:00:00Z' },
        ]),
      ];
    };

    it('leaves every user with the statistics they would have had without that question', async () => {
      const withDeletion = await givenEvents(history(true), { batchSize: 3 });
      const never = await givenEvents(history(false));
      const u1 = await withDeletion.document<UserStatsDocument>(userStats, 'u1');
      expect(record(u1)).toEqual(record(await never.document<UserStatsDocument>(userStats, 'u1')));
      expect(u1).toMatchObject({ resolvedAnswers: 1, resolvedByMonth: { '2025-03': { resolved: 1, correct: 1, millipoints: 25_000 } } });
    });

    it('removes the statistics of a user whose only answer it held', async () => {
      const withDeletion = await givenEvents(history(true));
      expect(await withDeletion.document(userStats, 'u2')).toBeNull();
    });
  });
});
