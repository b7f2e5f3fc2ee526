import {
  answerOutcome,
  ReadModel,
  type AnswerDocument,
  type DailyActivityDocument,
  type DisputeDocument,
  type PredictorTotalsDocument,
  type QuestionDocument,
  type UserStatsDocument,
} from '@iec-bets/contracts';
import type { Document } from '@iec-bets/platform';
import { events, type ScriptedEvent } from '@iec-bets/testing';
import { describe, expect, it } from 'vitest';
import { projectEvents } from '../project-events.js';
import { givenEvents, snapshotReadModels, type ProjectedReadModels } from '../test-support/given-events.js';

const publishedQuestion = (id: string): ScriptedEvent[] => [
  { event: events.drafted(id, '2025-03-10T11:00:00Z'), at: '2025-03-01T09:00:00Z', actorId: 'admin' },
  { event: events.published(id), at: '2025-03-01T10:00:00Z', actorId: 'admin' },
];

/** Three people answer q1 and q2; q2 is resolved Yes; q1 is resolved with `outcome` on 31 March. */
function answeredAndResolved(outcome: 'yes' | 'no'): ScriptedEvent[] {
  return [
    ...publishedQuestion('q1'),
    ...publishedQuestion('q2'),
    { event: events.answered('q1', 'u1', 'yes'), at: '2025-03-10T08:00:00Z' },
    { event: events.answered('q1', 'u2', 'no'), at: '2025-03-10T09:00:00Z' },
    { event: events.answered('q1', 'u3', 'no'), at: '2025-03-10T10:00:00Z' },
    { event: events.answered('q2', 'u1', 'yes'), at: '2025-03-11T08:00:00Z' },
    { event: events.answered('q2', 'u2', 'yes'), at: '2025-03-11T08:00:00Z' },
    { event: events.resolved('q2', 'yes'), at: '2025-03-12T08:00:00Z', actorId: 'admin' },
    { event: events.resolved('q1', outcome), at: '2025-03-31T10:00:00Z', actorId: 'admin' },
  ];
}

/** A collection's documents without the bookkeeping position, which differs between two logs by construction. */
async function contents<D extends Document>(models: ProjectedReadModels, collection: string) {
  return (await models.documents<D>(collection)).map(({ _position, ...rest }) => rest);
}

/** Everything that scores people: what a correction must leave exactly as a right first resolution would. */
async function scoring(models: ProjectedReadModels) {
  return {
    answers: await contents<AnswerDocument>(models, ReadModel.answers),
    stats: await contents<UserStatsDocument>(models, ReadModel.userStats),
    totals: await contents<PredictorTotalsDocument>(models, ReadModel.predictorTotals),
    days: await contents<DailyActivityDocument>(models, ReadModel.dailyActivity),
  };
}

describe('a corrected resolution', () => {
  it('scores everyone exactly as if the question had been resolved that way, in the month and on the day it was resolved', async () => {
    // Corrected in April: the answers still count in March, when the question was resolved.
    const corrected = await givenEvents([
      ...answeredAndResolved('yes'),
      { event: events.resolutionCorrected('q1', 'no'), at: '2025-04-01T12:00:00Z', actorId: 'admin' },
    ]);
    const rightFirstTime = await givenEvents(answeredAndResolved('no'));
    expect(await scoring(corrected)).toEqual(await scoring(rightFirstTime));

    const u2 = await corrected.document<UserStatsDocument>(ReadModel.userStats, 'u2');
    expect(u2).toMatchObject({ resolvedAnswers: 2, correctAnswers: 2, resolvedByMonth: { '2025-03': { resolved: 2, correct: 2 } } });
    const question = await corrected.document<QuestionDocument>(ReadModel.questions, 'q1');
    expect(answerOutcome((await corrected.document<AnswerDocument>(ReadModel.answers, 'q1:u1'))!, question!)).toBe(false);
  });

  it('shows the new outcome, summary and proof on the question, with the time of the correction', async () => {
    const models = await givenEvents([
      ...answeredAndResolved('yes'),
      { event: events.resolutionCorrected('q1', 'no', 'https://results.elections.org.za'), at: '2025-04-01T12:00:00Z', actorId: 'admin' },
    ]);
    expect(await models.document<QuestionDocument>(ReadModel.questions, 'q1')).toMatchObject({
      isResolved: true,
      correctOptionId: 'no',
      resolutionSummary: 'Corrected to no',
      resolutionProofUrl: 'https://results.elections.org.za',
      resolvedAt: '2025-03-31T10:00:00.000Z',
      resolutionCorrectedAt: '2025-04-01T12:00:00.000Z',
    });
  });

  it('corrected back, leaves the scores as they were before', async () => {
    const original = await givenEvents(answeredAndResolved('yes'));
    const before = await scoring(original);
    await original.followedBy([{ event: events.resolutionCorrected('q1', 'no'), at: '2025-04-01T12:00:00Z', actorId: 'admin' }]);
    expect(await scoring(original)).not.toEqual(before);
    await original.followedBy([{ event: events.resolutionCorrected('q1', 'yes'), at: '2025-04-02T12:00:00Z', actorId: 'admin' }]);
    expect(await scoring(original)).toEqual(before);
  });

  it('gives the same read models however the log is batched, and a replay of it changes nothing', async () => {
    const script: ScriptedEvent[] = [
      ...answeredAndResolved('yes'),
      { event: events.resolutionDisputed('q1'), at: '2025-03-31T12:00:00Z', actorId: 'u2' },
      { event: events.resolutionCorrected('q1', 'no'), at: '2025-04-01T12:00:00Z', actorId: 'admin' },
      { event: events.resolutionDisputed('q1', 'It was Yes after all.'), at: '2025-04-01T13:00:00Z', actorId: 'u1' },
      { event: events.resolutionCorrected('q1', 'yes'), at: '2025-04-02T12:00:00Z', actorId: 'admin' },
      { event: events.resolutionCorrected('q1', 'no'), at: '2025-04-03T12:00:00Z', actorId: 'admin' },
    ];
    const whole = await givenEvents(script);
    const oneByOne = await givenEvents(script, { batchSize: 1 });
    const inThrees = await givenEvents(script, { batchSize: 3 });
    const expected = await snapshotReadModels(whole.store);
    expect(await snapshotReadModels(oneByOne.store)).toEqual(expected);
    expect(await snapshotReadModels(inThrees.store)).toEqual(expected);

    // The projector meeting the same events again (a restart before its checkpoint moved) must not score twice.
    await projectEvents(whole.store, whole.events.slice(-4));
    expect(await snapshotReadModels(whole.store)).toEqual(expected);
  });
});

describe('disputes read model', () => {
  const dispute = (questionId: string, userId: string, at: string, reason = 'The official results say otherwise.'): ScriptedEvent => ({
    event: events.resolutionDisputed(questionId, reason),
    at,
    actorId: userId,
  });

  it('keeps each dispute open until the admins dismiss the open ones, with their note', async () => {
    const models = await givenEvents([
      ...answeredAndResolved('yes'),
      dispute('q1', 'u2', '2025-03-31T12:00:00Z'),
      { event: events.disputesDismissed('q1', 'Special votes were counted.'), at: '2025-04-01T08:00:00Z', actorId: 'admin' },
      dispute('q1', 'u3', '2025-04-01T09:00:00Z', 'The IEC page says No.'),
    ]);
    expect(await contents<DisputeDocument>(models, ReadModel.disputes)).toEqual([
      {
        id: 'q1:u2',
        questionId: 'q1',
        userId: 'u2',
        reason: 'The official results say otherwise.',
        disputedAt: '2025-03-31T12:00:00.000Z',
        status: 'dismissed',
        note: 'Special votes were counted.',
        closedAt: '2025-04-01T08:00:00.000Z',
      },
      {
        id: 'q1:u3',
        questionId: 'q1',
        userId: 'u3',
        reason: 'The IEC page says No.',
        disputedAt: '2025-04-01T09:00:00.000Z',
        status: 'open',
        note: null,
        closedAt: null,
      },
    ]);
  });

  it('closes the open disputes as corrected when the outcome is corrected, leaving the dismissed ones as they were', async () => {
    const models = await givenEvents([
      ...answeredAndResolved('yes'),
      dispute('q1', 'u2', '2025-03-31T12:00:00Z'),
      { event: events.disputesDismissed('q1'), at: '2025-04-01T08:00:00Z', actorId: 'admin' },
      dispute('q1', 'u3', '2025-04-01T09:00:00Z'),
      { event: events.resolutionCorrected('q1', 'no'), at: '2025-04-01T10:00:00Z', actorId: 'admin' },
    ]);
    const disputes = await contents<DisputeDocument>(models, ReadModel.disputes);
    expect(disputes.map(({ id, status, closedAt }) => ({ id, status, closedAt }))).toEqual([
      { id: 'q1:u2', status: 'dismissed', closedAt: '2025-04-01T08:00:00.000Z' },
      { id: 'q1:u3', status: 'corrected', closedAt: '2025-04-01T10:00:00.000Z' },
    ]);
  });

  it("goes with its question, and leaves other questions' disputes alone", async () => {
    const models = await givenEvents([
      ...answeredAndResolved('yes'),
      dispute('q1', 'u2', '2025-03-31T12:00:00Z'),
      dispute('q2', 'u2', '2025-03-12T12:00:00Z'),
      { event: events.deleted('q1'), at: '2025-04-01T08:00:00Z', actorId: 'admin' },
    ]);
    expect((await contents<DisputeDocument>(models, ReadModel.disputes)).map((d) => d.id)).toEqual(['q2:u2']);
  });
});
