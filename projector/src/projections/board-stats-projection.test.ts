import { ReadModel, type BoardStatsDocument } from '@iec-bets/contracts';
import { events, type ScriptedEvent } from '@iec-bets/testing';
import { describe, expect, it } from 'vitest';
import { givenEvents } from '../test-support/given-events.js';

const tagged = events.questionTagged;

const publishedQuestion = (id: string, tags: string[] = []): ScriptedEvent[] => [
  { event: events.drafted(id, '2026-03-10T11:00:00Z'), at: '2026-03-01T09:00:00Z' },
  ...(tags.length > 0 ? [{ event: tagged(id, tags), at: '2026-03-01T09:30:00Z' }] : []),
  { event: events.published(id), at: '2026-03-02T10:00:00Z' },
];

/** Each board's records as `board: user resolved/correct points`, in id order. */
async function boards(models: Awaited<ReturnType<typeof givenEvents>>) {
  return (await models.documents<BoardStatsDocument>(ReadModel.boardStats)).map(
    (doc) => `${doc.board}: ${doc.userId} ${doc.resolvedAnswers}/${doc.correctAnswers} ${doc.millipoints / 1000}${doc.ranked ? ' ranked' : ''}`,
  );
}

describe('monthly and topic boards', () => {
  it('counts each resolved answer on the board of its resolution month and of each of its topics', async () => {
    const models = await givenEvents([
      ...publishedQuestion('q1', ['local elections', 'tshwane']),
      ...publishedQuestion('q2'),
      { event: events.answered('q1', 'u1', 'yes'), at: '2026-03-10T08:00:00Z' },
      { event: events.answered('q2', 'u1', 'no'), at: '2026-03-10T08:00:00Z' },
      { event: events.resolved('q1', 'yes'), at: '2026-03-20T10:00:00Z' },
      // 23:00 UTC on 31 March is 1 April in South Africa.
      { event: events.resolved('q2', 'yes'), at: '2026-03-31T23:00:00Z' },
    ]);

    expect(await boards(models)).toEqual([
      'month:2026-03: u1 1/1 25',
      'month:2026-04: u1 1/0 -75',
      'tag:local elections: u1 1/1 25',
      'tag:tshwane: u1 1/1 25',
    ]);
  });

  it('ranks a player on a board from three resolved answers there', async () => {
    const script: ScriptedEvent[] = [];
    for (const id of ['q1', 'q2', 'q3']) {
      script.push(...publishedQuestion(id, ['turnout']));
      script.push({ event: events.answered(id, 'u1', 'yes'), at: '2026-03-10T08:00:00Z' });
      script.push({ event: events.resolved(id, 'yes'), at: '2026-03-20T10:00:00Z' });
    }
    const models = await givenEvents(script);

    expect(await boards(models)).toEqual(['month:2026-03: u1 3/3 75 ranked', 'tag:turnout: u1 3/3 75 ranked']);
  });

  it('moves answers between topics when a resolved question is retagged, and with the outcome when it is corrected', async () => {
    const models = await givenEvents([
      ...publishedQuestion('q1', ['local elections']),
      { event: events.answered('q1', 'u1', 'yes'), at: '2026-03-10T08:00:00Z' },
      { event: events.answered('q1', 'u2', 'no'), at: '2026-03-10T09:00:00Z' },
      { event: events.resolved('q1', 'yes'), at: '2026-03-20T10:00:00Z' },
      { event: tagged('q1', ['turnout']), at: '2026-03-21T10:00:00Z' },
      { event: events.resolutionCorrected('q1', 'no'), at: '2026-04-02T10:00:00Z' },
    ]);

    // Corrected to No, still in March: u1 (Yes against an even split) loses 75, u2 (No after one Yes) gains 100.
    expect(await boards(models)).toEqual([
      'month:2026-03: u1 1/0 -75',
      'month:2026-03: u2 1/1 100',
      'tag:turnout: u1 1/0 -75',
      'tag:turnout: u2 1/1 100',
    ]);
  });

  it("takes a deleted question's answers off every board, and a deleted user off all of theirs", async () => {
    const models = await givenEvents([
      ...publishedQuestion('q1', ['turnout']),
      ...publishedQuestion('q2', ['turnout']),
      { event: events.answered('q1', 'u1', 'yes'), at: '2026-03-10T08:00:00Z' },
      { event: events.answered('q2', 'u1', 'yes'), at: '2026-03-10T08:00:00Z' },
      { event: events.answered('q2', 'u2', 'yes'), at: '2026-03-10T08:00:00Z' },
      { event: events.resolved('q1', 'yes'), at: '2026-03-20T10:00:00Z' },
      { event: events.resolved('q2', 'yes'), at: '2026-03-20T10:00:00Z' },
      { event: events.deleted('q1'), at: '2026-03-21T10:00:00Z' },
      { event: events.userDeleted('u2'), at: '2026-03-22T10:00:00Z' },
    ]);

    expect(await boards(models)).toEqual(['month:2026-03: u1 1/1 25', 'tag:turnout: u1 1/1 25']);
  });

  it('counts an answer recorded after the resolution at once', async () => {
    const models = await givenEvents([
      ...publishedQuestion('q1', ['turnout']),
      { event: events.resolved('q1', 'no'), at: '2026-03-20T10:00:00Z' },
      { event: events.answered('q1', 'u1', 'no'), at: '2026-03-21T10:00:00Z' },
    ]);

    expect(await boards(models)).toEqual(['month:2026-03: u1 1/1 25', 'tag:turnout: u1 1/1 25']);
  });
});
