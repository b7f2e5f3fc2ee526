import { ReadModel, resultsTimelineHeadId, streams, type ResultsHistory } from '@iec-bets/contracts';
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { type QueryFixture, startQueryFixture } from '../test-support/query-fixture.js';

let fx: QueryFixture;
afterEach(async () => fx?.close());

const PUBLISHED_AT = '2026-11-24T08:00:00.000Z';

/** A question published at PUBLISHED_AT, with one answer at each of the given instants. */
async function questionAnsweredAt(answers: Array<[at: string, option: 'yes' | 'no']>, now = '2026-11-24T18:00:00.000Z') {
  fx = await startQueryFixture({ now: new Date(PUBLISHED_AT) });
  const questionId = await fx.question();
  for (const [at, option] of answers) {
    fx.setNow(new Date(at));
    await fx.answer(randomUUID(), questionId, option);
  }
  fx.setNow(new Date(now));
  return questionId;
}

async function votesAt(questionId: string, asOf: string) {
  const response = await fx.get(`/api/questions/${questionId}/public-results?asOf=${encodeURIComponent(asOf)}`);
  expect(response.statusCode, asOf).toBe(200);
  const body = response.json();
  return { yes: body.results[0].votes, no: body.results[1].votes, total: body.totalVotes };
}

describe('public results at an instant (asOf)', () => {
  it('counts exactly the answers given at or before the instant, to the millisecond', async () => {
    const questionId = await questionAnsweredAt([
      ['2026-11-24T09:00:10.000Z', 'yes'],
      ['2026-11-24T09:00:10.001Z', 'no'],
      ['2026-11-24T09:01:00.000Z', 'yes'],
      ['2026-11-24T10:30:59.999Z', 'no'],
    ]);
    expect(await votesAt(questionId, '2026-11-24T09:00:09.999Z')).toEqual({ yes: 0, no: 0, total: 0 });
    expect(await votesAt(questionId, '2026-11-24T09:00:10.000Z')).toEqual({ yes: 1, no: 0, total: 1 });
    expect(await votesAt(questionId, '2026-11-24T09:00:10.001Z')).toEqual({ yes: 1, no: 1, total: 2 });
    // A minute's first instant, and the last one before it.
    expect(await votesAt(questionId, '2026-11-24T09:00:59.999Z')).toEqual({ yes: 1, no: 1, total: 2 });
    expect(await votesAt(questionId, '2026-11-24T09:01:00.000Z')).toEqual({ yes: 2, no: 1, total: 3 });
    expect(await votesAt(questionId, '2026-11-24T10:30:59.998Z')).toEqual({ yes: 2, no: 1, total: 3 });
    expect(await votesAt(questionId, '2026-11-24T10:30:59.999Z')).toEqual({ yes: 2, no: 2, total: 4 });
    // The same instant written in South African time.
    expect(await votesAt(questionId, '2026-11-24T11:00:10.000+02:00')).toEqual({ yes: 1, no: 0, total: 1 });
  });

  it('gives zero votes before the publication, and the results as they stand after the last answer', async () => {
    const questionId = await questionAnsweredAt([
      ['2026-11-24T09:00:00.000Z', 'yes'],
      ['2026-11-24T09:30:00.000Z', 'no'],
    ]);
    const before = await fx.get(`/api/questions/${questionId}/public-results?asOf=2026-11-24T07:59:59.999Z`);
    expect(before.json()).toEqual({
      results: [
        { optionId: 'yes', text: 'Yes', votes: 0, percentage: 0 },
        { optionId: 'no', text: 'No', votes: 0, percentage: 0 },
      ],
      totalVotes: 0,
    });
    expect((await fx.get(`/api/questions/${questionId}/public-results?asOf=1999-01-01T00:00:00Z`)).json().totalVotes).toBe(0);
    const now = await fx.get(`/api/questions/${questionId}/public-results`);
    const later = await fx.get(`/api/questions/${questionId}/public-results?asOf=2030-01-01T00:00:00Z`);
    expect(later.json()).toEqual(now.json());
    expect(now.json().totalVotes).toBe(2);
  });

  it('refuses dates that are not ISO date-times with a 400 saying what it needs', async () => {
    fx = await startQueryFixture();
    const questionId = await fx.question();
    const bad = [
      'yesterday',
      '',
      '2026-11-24',
      '2026-11-24T10:00:00',
      '2026-11-24 10:00:00Z',
      '2026-02-30T10:00:00Z',
      '2026-13-01T10:00:00Z',
      '2026-11-24T25:00:00Z',
      '1764000000000',
      '{"$gt":""}',
      // Real instants whose offset carries them out of the four-digit years the stores compare as text.
      '9999-12-31T23:59:59-01:00',
      '0000-01-01T00:00:00+01:00',
    ];
    for (const asOf of bad) {
      const response = await fx.get(`/api/questions/${questionId}/public-results?asOf=${encodeURIComponent(asOf)}`);
      expect(response.statusCode, asOf).toBe(400);
      expect(response.json()).toEqual({ error: 'asOf must be an ISO date-time such as 2026-11-22T13:00:00Z', statusCode: 400 });
    }
    const twice = await fx.get(`/api/questions/${questionId}/public-results?asOf=2026-11-24T10:00:00Z&asOf=2026-11-24T11:00:00Z`);
    expect(twice.statusCode).toBe(400);
  });

  it('hides drafts, deleted and unknown questions behind a 404, whatever the date', async () => {
    fx = await startQueryFixture();
    const draft = await fx.question({ publish: false });
    const deleted = await fx.question();
    await fx.answer(randomUUID(), deleted, 'yes');
    await fx.append(streams.question(deleted), [{ type: 'QuestionDeleted', data: { questionId: deleted } }]);
    for (const id of [draft, deleted, 'no-such-question']) {
      for (const path of [`public-results?asOf=2030-01-01T00:00:00Z`, 'results-history']) {
        const response = await fx.get(`/api/questions/${id}/${path}`);
        expect(response.statusCode, `${id} ${path}`).toBe(404);
        expect(response.json().error).toBe('We could not find that question');
      }
    }
  });

  it('stays exact for a question whose answers the timeline never saw (a log projected before it existed)', async () => {
    const questionId = await questionAnsweredAt([
      ['2026-11-24T09:00:10.000Z', 'yes'],
      ['2026-11-24T09:05:00.000Z', 'no'],
      ['2026-11-24T09:05:00.001Z', 'no'],
    ]);
    const timeline = await fx.readStore.find(ReadModel.resultsTimeline, { where: { questionId } });
    await fx.readStore.commit({ writes: timeline.map((doc) => ({ kind: 'delete' as const, collection: ReadModel.resultsTimeline, id: doc.id })) });
    expect(await fx.readStore.get(ReadModel.resultsTimeline, resultsTimelineHeadId(questionId))).toBeNull();

    expect(await votesAt(questionId, '2026-11-24T09:05:00.000Z')).toEqual({ yes: 1, no: 1, total: 2 });
    const history: ResultsHistory = (await fx.get(`/api/questions/${questionId}/results-history`)).json();
    expect(history.points.at(-1)).toMatchObject({ totalVotes: 3, yesVotes: 1 });
  });
});

describe('results history', () => {
  it('spreads at most 100 points from the publication to now, each the results at its instant, the last the results now', async () => {
    // An answer every 3 minutes for 8 hours: 160 minutes with answers, more than the points.
    const answers: Array<[string, 'yes' | 'no']> = [];
    for (let i = 0; i < 160; i++) {
      answers.push([new Date(Date.parse('2026-11-24T08:01:00Z') + i * 180_000 + 7_000).toISOString(), i % 4 === 0 ? 'no' : 'yes']);
    }
    const questionId = await questionAnsweredAt(answers, '2026-11-24T18:00:00.000Z');
    const response = await fx.get(`/api/questions/${questionId}/results-history`);
    expect(response.statusCode).toBe(200);
    const { points }: ResultsHistory = response.json();

    expect(points.length).toBeGreaterThan(90);
    expect(points.length).toBeLessThanOrEqual(100);
    expect(points[0]).toEqual({ at: PUBLISHED_AT, yesShare: null, yesVotes: 0, totalVotes: 0 });
    const now = (await fx.get(`/api/questions/${questionId}/public-results`)).json();
    expect(points.at(-1)).toEqual({ at: '2026-11-24T18:00:00.000Z', yesShare: 0.75, yesVotes: now.results[0].votes, totalVotes: now.totalVotes });
    expect(now.totalVotes).toBe(160);

    const times = points.map((point) => Date.parse(point.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(new Set(times).size).toBe(times.length);
    // Evenly spread: no gap between points is more than twice the average.
    const gaps = times.slice(1).map((time, i) => time - times[i]!);
    expect(Math.max(...gaps)).toBeLessThan((2 * (times.at(-1)! - times[0]!)) / gaps.length);
    const totals = points.map((point) => point.totalVotes);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));

    for (const point of points.filter((_, i) => i % 9 === 0)) {
      const at = await votesAt(questionId, point.at);
      expect({ yes: at.yes, total: at.total }, point.at).toEqual({ yes: point.yesVotes, total: point.totalVotes });
    }
  });

  it('ends a resolved question at its last answer, and keeps the answers of users who deleted their account', async () => {
    fx = await startQueryFixture({ now: new Date(PUBLISHED_AT) });
    const questionId = await fx.question();
    const thandi = await fx.signUp('thandi');
    fx.setNow(new Date('2026-11-24T09:00:00Z'));
    await fx.answer(thandi.userId, questionId, 'yes');
    fx.setNow(new Date('2026-11-24T09:30:00Z'));
    await fx.answer(randomUUID(), questionId, 'no');
    fx.setNow(new Date('2026-11-24T12:00:00Z'));
    await fx.append(streams.question(questionId), [
      { type: 'QuestionResolved', data: { questionId, correctOptionId: 'yes', resolutionSummary: 'It did', resolutionProofUrl: null } },
    ]);
    await fx.append(streams.user(thandi.userId), [{ type: 'UserDeleted', data: { userId: thandi.userId, username: 'thandi' } }]);
    fx.setNow(new Date('2026-12-24T12:00:00Z'));

    const { points }: ResultsHistory = (await fx.get(`/api/questions/${questionId}/results-history`)).json();
    expect(points.at(-1)).toEqual({ at: '2026-11-24T09:30:00.000Z', yesShare: 0.5, yesVotes: 1, totalVotes: 2 });
    const halfway = points.find((point) => point.at > '2026-11-24T09:00:00Z' && point.at < '2026-11-24T09:30:00Z');
    expect(halfway).toMatchObject({ yesShare: 1, yesVotes: 1, totalVotes: 1 });
    expect(points.length).toBeGreaterThan(50);
  });

  it('has a single point for a question published this very instant', async () => {
    fx = await startQueryFixture({ now: new Date(PUBLISHED_AT) });
    const questionId = await fx.question();
    const { points }: ResultsHistory = (await fx.get(`/api/questions/${questionId}/results-history`)).json();
    expect(points).toEqual([{ at: PUBLISHED_AT, yesShare: null, yesVotes: 0, totalVotes: 0 }]);
  });
});
