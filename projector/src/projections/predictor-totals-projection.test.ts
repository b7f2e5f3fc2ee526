import { PREDICTOR_TOTALS_ID, ReadModel, type PredictorTotalsDocument, type UserStatsDocument } from '@iec-bets/contracts';
import { describe, expect, it } from 'vitest';
import { givenEvents } from '../test-support/given-events.js';
import { events, type ScriptedEvent } from '@iec-bets/testing';
import { scriptedHistory } from '../test-support/scripted-history.js';

const publishedQuestion = (id: string): ScriptedEvent[] => [
  { event: events.drafted(id, '2025-03-10T11:00:00Z'), at: '2025-03-01T09:00:00Z' },
  { event: events.published(id), at: '2025-03-01T10:00:00Z' },
];

async function totals(models: Awaited<ReturnType<typeof givenEvents>>) {
  const doc = await models.document<PredictorTotalsDocument>(ReadModel.predictorTotals, PREDICTOR_TOTALS_ID);
  if (!doc) return null;
  const { _position, ...counters } = doc;
  return counters;
}

describe('predictor totals read model', () => {
  it('counts predictors, rated predictors and the sum of their accuracies', async () => {
    const models = await givenEvents(
      [
        ...publishedQuestion('q1'),
        ...publishedQuestion('q2'),
        ...publishedQuestion('q3'),
        { event: events.answered('q1', 'u1', 'yes'), at: '2025-03-10T08:00:00Z' },
        { event: events.answered('q2', 'u1', 'yes'), at: '2025-03-10T08:00:00Z' },
        { event: events.answered('q1', 'u2', 'no'), at: '2025-03-10T08:00:00Z' },
        { event: events.answered('q3', 'u3', 'no'), at: '2025-03-10T08:00:00Z' },
        { event: events.resolved('q1', 'yes'), at: '2025-03-11T08:00:00Z' },
        { event: events.resolved('q2', 'no'), at: '2025-03-11T08:00:00Z' },
      ],
      { batchSize: 5 },
    );
    // u1 1 of 2, u2 0 of 1; u3 answered but nothing of theirs is resolved.
    expect(await totals(models)).toEqual({ id: PREDICTOR_TOTALS_ID, predictors: 3, ratedPredictors: 2, accuracySum: 0.5 });

    await models.followedBy([{ event: events.resolved('q2', 'yes'), at: '2025-03-12T08:00:00Z' }]);
    expect(await totals(models)).toMatchObject({ predictors: 3, ratedPredictors: 2, accuracySum: 1 });
  });

  it('forgets a predictor whose only answers belonged to a deleted question', async () => {
    const models = await givenEvents([
      ...publishedQuestion('q1'),
      ...publishedQuestion('q2'),
      { event: events.answered('q1', 'u1', 'yes'), at: '2025-03-10T08:00:00Z' },
      { event: events.answered('q2', 'u2', 'yes'), at: '2025-03-10T08:00:00Z' },
      { event: events.resolved('q1', 'yes'), at: '2025-03-11T08:00:00Z' },
      { event: events.resolved('q2', 'yes'), at: '2025-03-11T08:00:00Z' },
      { event: events.deleted('q2'), at: '2025-03-12T08:00:00Z' },
    ]);
    expect(await totals(models)).toEqual({ id: PREDICTOR_TOTALS_ID, predictors: 1, ratedPredictors: 1, accuracySum: 1 });
  });

  it("agrees with the users' activity and records over the whole scripted history", async () => {
    const models = await givenEvents(scriptedHistory(), { batchSize: 4 });
    const stats = await models.documents<UserStatsDocument>(ReadModel.userStats);
    const active = await models.documents(ReadModel.userActivity);
    const rated = stats.filter((user) => user.resolvedAnswers > 0);
    const doc = await totals(models);
    expect(doc).toMatchObject({ predictors: active.length, ratedPredictors: rated.length });
    const accuracySum = rated.reduce((sum, user) => sum + user.correctAnswers / user.resolvedAnswers, 0);
    expect(doc!.accuracySum).toBeCloseTo(accuracySum, 12);
  });
});
