import { ReadModel, type ResultsTimelineHeadDocument, type ResultsTimelineMinuteDocument } from '@iec-bets/contracts';
import { events, type ScriptedEvent } from '@iec-bets/testing';
import { describe, expect, it } from 'vitest';
import { givenEvents, type ProjectedReadModels } from '../test-support/given-events.js';

const published = (id: string): ScriptedEvent[] => [
  { event: events.drafted(id, '2026-11-24T10:00:00Z'), at: '2026-11-24T08:00:00Z' },
  { event: events.published(id), at: '2026-11-24T09:00:00Z' },
];

const answer = (questionId: string, userId: string, optionId: string, at: string): ScriptedEvent => ({
  event: events.answered(questionId, userId, optionId),
  at,
});

/** The minutes of a question's timeline as `minute -> counts up to its end (added inside it)`, oldest first. */
async function minutes(models: ProjectedReadModels, questionId = 'q1') {
  const docs = await models.documents<ResultsTimelineMinuteDocument | ResultsTimelineHeadDocument>(ReadModel.resultsTimeline);
  return docs
    .filter((doc): doc is ResultsTimelineMinuteDocument => doc.questionId === questionId && 'minute' in doc)
    .map((doc) => ({ minute: doc.minute.slice(11, 16), counts: doc.counts, added: doc.added, totalVotes: doc.totalVotes }));
}

const head = (models: ProjectedReadModels, questionId = 'q1') =>
  models.document<ResultsTimelineHeadDocument>(ReadModel.resultsTimeline, `${questionId}:head`);

describe('results timeline read model', () => {
  it('counts answers up to the end of each minute in which someone answered', async () => {
    const models = await givenEvents(
      [
        ...published('q1'),
        answer('q1', 'u1', 'yes', '2026-11-24T09:00:10.000Z'),
        answer('q1', 'u2', 'no', '2026-11-24T09:00:59.999Z'),
        answer('q1', 'u3', 'yes', '2026-11-24T09:05:00.000Z'),
        // A second answer by the same user, and an option the question does not have, count nowhere.
        answer('q1', 'u1', 'no', '2026-11-24T09:06:00.000Z'),
        answer('q1', 'u4', 'maybe', '2026-11-24T09:06:00.000Z'),
        answer('q1', 'u4', 'yes', '2026-11-24T09:07:30.000Z'),
      ],
      { batchSize: 3 },
    );
    expect(await minutes(models)).toEqual([
      { minute: '09:00', counts: { yes: 1, no: 1 }, added: { yes: 1, no: 1 }, totalVotes: 2 },
      { minute: '09:05', counts: { yes: 2, no: 1 }, added: { yes: 1 }, totalVotes: 3 },
      { minute: '09:07', counts: { yes: 3, no: 1 }, added: { yes: 1 }, totalVotes: 4 },
    ]);
    expect(await head(models)).toMatchObject({
      lastMinute: '2026-11-24T09:07:00.000Z',
      lastAnsweredAt: '2026-11-24T09:07:30.000Z',
      totalVotes: 4,
    });
  });

  it('puts an answer that reaches the log after later ones into its own minute, and into every later one', async () => {
    const models = await givenEvents([
      ...published('q1'),
      answer('q1', 'u1', 'yes', '2026-11-24T09:00:30.000Z'),
      answer('q1', 'u2', 'yes', '2026-11-24T09:02:00.000Z'),
      answer('q1', 'u3', 'no', '2026-11-24T09:03:00.000Z'),
      // Stamped before the two above by a command-service whose clock ran behind.
      answer('q1', 'u4', 'no', '2026-11-24T09:01:59.990Z'),
      answer('q1', 'u5', 'no', '2026-11-24T09:02:59.000Z'),
    ]);
    expect(await minutes(models)).toEqual([
      { minute: '09:00', counts: { yes: 1, no: 0 }, added: { yes: 1 }, totalVotes: 1 },
      { minute: '09:01', counts: { yes: 1, no: 1 }, added: { no: 1 }, totalVotes: 2 },
      { minute: '09:02', counts: { yes: 2, no: 2 }, added: { yes: 1, no: 1 }, totalVotes: 4 },
      { minute: '09:03', counts: { yes: 2, no: 3 }, added: { no: 1 }, totalVotes: 5 },
    ]);
    expect(await head(models)).toMatchObject({ lastMinute: '2026-11-24T09:03:00.000Z', totalVotes: 5 });
  });

  it("keeps a deleted user's answers, and goes with a deleted question", async () => {
    const models = await givenEvents([
      ...published('q1'),
      ...published('q2'),
      { event: events.registered('u1'), at: '2026-11-24T08:00:00Z' },
      answer('q1', 'u1', 'yes', '2026-11-24T09:10:00.000Z'),
      answer('q2', 'u1', 'no', '2026-11-24T09:10:00.000Z'),
      { event: events.userDeleted('u1'), at: '2026-11-24T09:20:00.000Z' },
    ]);
    expect(await minutes(models, 'q1')).toEqual([{ minute: '09:10', counts: { yes: 1, no: 0 }, added: { yes: 1 }, totalVotes: 1 }]);

    await models.followedBy([{ event: events.deleted('q1'), at: '2026-11-24T09:30:00.000Z' }]);
    expect(await minutes(models, 'q1')).toEqual([]);
    expect(await head(models, 'q1')).toBeNull();
    expect(await minutes(models, 'q2')).toHaveLength(1);
  });

  it('is rebuilt the same from the log, whatever the batches', async () => {
    const script: ScriptedEvent[] = [...published('q1')];
    for (let i = 0; i < 40; i++) {
      script.push(answer('q1', `u${i}`, i % 3 === 0 ? 'no' : 'yes', new Date(Date.parse('2026-11-24T09:00:00Z') + i * 17_000).toISOString()));
    }
    const once = await givenEvents(script);
    const inBatches = await givenEvents(script, { batchSize: 7 });
    expect(await minutes(inBatches)).toEqual(await minutes(once));
    expect((await minutes(once)).at(-1)).toMatchObject({ totalVotes: 40, counts: { yes: 26, no: 14 } });
  });
});
