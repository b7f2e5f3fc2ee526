import { ReadModel, streams } from '@iec-bets/contracts';
import type { ReadStore } from '@iec-bets/platform';
import { afterEach, describe, expect, it } from 'vitest';
import { type QueryFixture, startQueryFixture } from '../test-support/query-fixture.js';
import { QuestionReadsCache } from './question-reads-cache.js';

let fx: QueryFixture;
afterEach(async () => fx?.close());

/** How many times the query-service has read the questions from the real store. */
let questionFinds = 0;
let questionGets = 0;
function countingQuestionFinds(store: ReadStore): ReadStore {
  return new Proxy(store, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      if (property !== 'find' && property !== 'get') return value.bind(target);
      return (collection: string, ...rest: unknown[]) => {
        if (collection === ReadModel.questions && property === 'find') questionFinds++;
        if (collection === ReadModel.questions && property === 'get') questionGets++;
        return (value as (...args: unknown[]) => unknown).call(target, collection, ...rest);
      };
    },
  });
}

// Mid-morning in Johannesburg, so that a question a minute later is still today's.
const NOW = new Date('2026-11-21T08:00:00Z');

async function startCounted(): Promise<QueryFixture> {
  questionFinds = 0;
  questionGets = 0;
  return startQueryFixture({ now: NOW, readThrough: countingQuestionFinds });
}

const LISTS = ['/api/questions/today', '/api/questions/public'];
const texts = (body: unknown) => (body as Array<{ text: string }>).map((question) => question.text);

describe("today's and the public questions, kept per replica", () => {
  it('are read from the store once, then served from the copy to everyone, however many ask at once', async () => {
    fx = await startCounted();
    await fx.question({ text: 'Will turnout pass 60%' });
    for (const url of LISTS) expect(texts((await fx.get(url)).json())).toEqual(['Will turnout pass 60%']);
    expect(questionFinds).toBe(2);

    // A new question's /ws message: every open client refetches at once, with and without its last position.
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, index) => (index % 2 ? fx.get(LISTS[index % 4 < 2 ? 0 : 1]!) : fx.app.inject({ method: 'GET', url: LISTS[index % 4 < 2 ? 0 : 1]! }))),
    );
    for (const response of responses) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(texts(response.json())).toEqual(['Will turnout pass 60%']);
    }
    expect(questionFinds).toBe(2);
  });

  it('stay good while the projector changes other read models, and are read again once the questions change', async () => {
    fx = await startCounted();
    await fx.question({ text: 'First' });
    await fx.get('/api/questions/today');
    const { userId } = await fx.signUp('thandi'); // the users change, not the questions
    expect(texts((await fx.get('/api/questions/today')).json())).toEqual(['First']);
    expect(questionFinds).toBe(1);

    // A question published: the next read (waiting for the publication) has it.
    await fx.question({ text: 'Second', date: new Date(NOW.getTime() + 60_000) });
    expect(texts((await fx.get('/api/questions/today')).json())).toEqual(['Second', 'First']);
    expect(questionFinds).toBe(2);

    // The reader's own answer is in the counts of the list they read next.
    const [, first] = (await fx.get('/api/questions/today')).json() as Array<{ id: string }>;
    await fx.answer(userId, first!.id, 'yes');
    const afterAnswer = (await fx.get('/api/questions/today')).json() as Array<{ text: string; totalVotes: number }>;
    expect(afterAnswer.map((question) => [question.text, question.totalVotes])).toEqual([['Second', 0], ['First', 1]]);

    // A resolution takes the question off today's list at once.
    await fx.append(streams.question(first!.id), [{ type: 'QuestionResolved', data: { questionId: first!.id, correctOptionId: 'yes', resolutionSummary: 'It did', resolutionProofUrl: null } }]);
    expect(texts((await fx.get('/api/questions/today')).json())).toEqual(['Second']);
    expect(texts((await fx.get('/api/questions/public')).json())).toEqual(['Second', 'First']);
  });

  it('keep each page of the public list apart', async () => {
    fx = await startCounted();
    for (const day of ['2026-11-19', '2026-11-20', '2026-11-21']) await fx.question({ date: new Date(`${day}T11:00:00Z`), text: day });
    expect(texts((await fx.get('/api/questions/public?limit=1')).json())).toEqual(['2026-11-21']);
    expect(texts((await fx.get('/api/questions/public?limit=2')).json())).toEqual(['2026-11-21', '2026-11-20']);
    expect(texts((await fx.get('/api/questions/public?limit=1&before=2026-11-21T00:00:00Z')).json())).toEqual(['2026-11-20']);
    expect(texts((await fx.get('/api/questions/public?limit=1')).json())).toEqual(['2026-11-21']);
    expect(questionFinds).toBe(3);
  });
});

describe("a question's public results, kept per replica", () => {
  it("are read again only when the questions change, not at each of the projector's other batches", async () => {
    fx = await startCounted();
    const questionId = await fx.question();
    const { userId } = await fx.signUp('first');
    await fx.answer(userId, questionId, 'yes');
    const url = `/api/questions/${questionId}/public-results`;
    expect((await fx.get(url)).json().totalVotes).toBe(1);
    const polls = await Promise.all(Array.from({ length: 100 }, () => fx.get(url)));
    expect(polls.map((poll) => poll.json().totalVotes)).toEqual(Array(100).fill(1));
    expect(questionGets).toBe(1);

    // Sign-ups move the projector on and leave the question alone: the copy is still good for readers past them.
    for (const name of ['second', 'third']) await fx.signUp(name);
    expect((await fx.get(url)).json().totalVotes).toBe(1);
    expect(questionGets).toBe(1);

    // The reader's own answer is in the results they read next.
    const { userId: fourth } = await fx.signUp('fourth');
    await fx.answer(fourth, questionId, 'no');
    expect((await fx.get(url)).json()).toMatchObject({ totalVotes: 2, results: [{ votes: 1 }, { votes: 1 }] });
    expect(questionGets).toBe(2);
  });
});

describe('QuestionReadsCache', () => {
  const load = (body: string) => async () => body;

  it('serves a copy read at an earlier position only when a notice says the questions have not changed since', async () => {
    let notice: { position: number; questionsChangedAt?: number } | undefined;
    const cache = new QuestionReadsCache({ lastNotice: () => notice }, { maxEntries: 10 });
    expect(await cache.get('today', 10, load('read at 10'))).toBe('read at 10');
    // Nothing heard: a reader at 11 may need a change the copy lacks.
    expect(await cache.get('today', 11, load('read at 11'))).toBe('read at 11');
    notice = { position: 15, questionsChangedAt: 11 };
    expect(await cache.get('today', 14, load('read at 14'))).toBe('read at 11');
    // A reader past the last notice: the questions may have changed after it.
    expect(await cache.get('today', 16, load('read at 16'))).toBe('read at 16');
    // A notice from a projector that does not say: every batch counts as a change.
    notice = { position: 20 };
    expect(await cache.get('today', 18, load('read at 18'))).toBe('read at 18');
    expect(await cache.get('today', 18, load('again'))).toBe('read at 18');
  });

  it('reads a copy again after half a minute, notices or not', async () => {
    let now = 0;
    const cache = new QuestionReadsCache({ lastNotice: () => ({ position: 5, questionsChangedAt: 1 }) }, { maxEntries: 10, now: () => now });
    expect(await cache.get('today', 5, load('first'))).toBe('first');
    now = 29_999;
    expect(await cache.get('today', 5, load('second'))).toBe('first');
    now = 30_000;
    expect(await cache.get('today', 5, load('second'))).toBe('second');
  });

  it('does not keep a failed read', async () => {
    const cache = new QuestionReadsCache({ lastNotice: () => undefined }, { maxEntries: 10 });
    await expect(cache.get('today', 1, () => Promise.reject(new Error('store down')))).rejects.toThrow('store down');
    expect(await cache.get('today', 1, load('read again'))).toBe('read again');
  });
});
