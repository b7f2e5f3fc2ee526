import { Writable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProjectorAdvancedNotice } from '@iec-bets/contracts';
import { type QueryFixture, startQueryFixture } from '../test-support/query-fixture.js';
import { QuestionReadsCache } from '../views/question-reads-cache.js';
import { cachedCopyEarlyAnswer } from './cached-copy-early-answer.js';
import { publicResultsCopyKey, questionListCopyKey } from './question-copy-keys.js';

let fx: QueryFixture;
let url: string;
let logged: Array<{ answeredEarly?: boolean; req?: { url?: string } }>;

async function startServing() {
  logged = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line) logged.push(JSON.parse(line));
      done();
    },
  });
  fx = await startQueryFixture({ logStream });
  url = await fx.app.listen({ port: 0, host: '127.0.0.1' });
}

const answeredEarly = () => logged.filter((line) => line.answeredEarly === true).length;

/** A visitor's poll over real HTTP: no cookie, no position to wait for. */
async function poll(path: string, headers: Record<string, string> = {}) {
  const before = answeredEarly();
  const response = await fetch(`${url}${path}`, { headers });
  const headersSent = Object.fromEntries([...response.headers].filter(([name]) => name !== 'date'));
  return { status: response.status, headers: headersSent, body: await response.text(), early: answeredEarly() > before };
}

describe("a visitor's reads of questions, over HTTP", () => {
  beforeEach(startServing);
  afterEach(async () => fx?.close());

  it('is answered before the framework once the route has read it, with the same body and headers', async () => {
    const questionId = await fx.question();
    for (const [i, option] of (['yes', 'yes', 'no'] as const).entries()) {
      const { userId } = await fx.signUp(`voter${i}`);
      await fx.answer(userId, questionId, option);
    }
    const path = `/api/questions/${questionId}/public-results`;
    // A read that waits for a position always goes through the route.
    const fromTheRoute = await poll(path, { 'x-min-position': String(fx.lastPosition) });
    expect(fromTheRoute.early).toBe(false);
    expect(JSON.parse(fromTheRoute.body)).toMatchObject({ totalVotes: 3 });

    // The replica looks the projector's position up again now and then (a lost notice's safety net); those polls
    // go through the route, the rest are answered early.
    let early = await poll(path);
    for (let tries = 1; !early.early && tries < 20; tries++) early = await poll(path);

    expect(early.early).toBe(true);
    expect(early).toEqual({ ...fromTheRoute, early: true });
  });

  it('never answers from a copy older than a change the replica has heard of', async () => {
    const questionId = await fx.question();
    const path = `/api/questions/${questionId}/public-results`;
    await fx.get(path);
    let early = await poll(path);
    for (let tries = 1; !early.early && tries < 20; tries++) early = await poll(path);
    expect(early).toMatchObject({ early: true, status: 200 });
    const { userId } = await fx.signUp('late-voter');
    await fx.answer(userId, questionId, 'no');
    // The replica hears that the answer is projected, without reading the results again.
    await fx.get('/api/health');

    for (let i = 0; i < 5; i++) expect(JSON.parse((await poll(path)).body)).toMatchObject({ totalVotes: 1 });
  });

  it("answers a visitor's refetch of today's questions early, until a new question is heard of", async () => {
    await fx.question({ text: 'First' });
    const fromTheRoute = await poll('/api/questions/today', { 'x-min-position': String(fx.lastPosition) });
    let early = await poll('/api/questions/today');
    for (let tries = 1; !early.early && tries < 20; tries++) early = await poll('/api/questions/today');
    expect(early).toEqual({ ...fromTheRoute, early: true });
    expect((JSON.parse(early.body) as Array<{ text: string }>).map((question) => question.text)).toEqual(['First']);

    await fx.question({ text: 'Second' });
    await fx.get('/api/health');

    for (let i = 0; i < 5; i++) {
      const texts = (JSON.parse((await poll('/api/questions/today')).body) as Array<{ text: string }>).map((question) => question.text);
      expect(texts.sort()).toEqual(['First', 'Second']);
    }
  });

  it('leaves drafts, other spellings of the path and signed-in readers to the route', async () => {
    const draft = await fx.question({ publish: false });
    const questionId = await fx.question();
    const reader = await fx.signUp('reader');
    await fx.get(`/api/questions/${questionId}/public-results`);

    for (let i = 0; i < 3; i++) expect(await poll(`/api/questions/${draft}/public-results`)).toMatchObject({ status: 404, early: false });
    expect(await poll(`/api/questions/${questionId}/public-results/`)).toMatchObject({ status: 404, early: false });
    expect(await poll(`/api/questions/${questionId}/public-results?asOf=2026-11-30T10:00:00Z`)).toMatchObject({ status: 200, early: false });
    expect(await poll(`/api/questions/${questionId}/public-results`, { cookie: reader.cookie })).toMatchObject({ status: 200, early: false });
  });
});

describe('the early answers from cached copies', () => {
  /** A replica whose knowledge of the projector a test sets: its known position, and the last notice heard. */
  function replica() {
    const heard: { position: number | undefined; notice: ProjectorAdvancedNotice | undefined } = { position: 10, notice: undefined };
    const cache = new QuestionReadsCache({ lastNotice: () => heard.notice }, { maxEntries: 10 });
    const answer = cachedCopyEarlyAnswer(cache, { knownPosition: () => heard.position }, publicResultsCopyKey());
    const readByTheRoute = (id: string, body: string) => cache.get(id, heard.position!, async () => body);
    return { heard, answer, readByTheRoute };
  }

  it("sends the route's copy under the replica's known position, for the route's own path only", async () => {
    const { answer, readByTheRoute } = replica();
    expect(answer('/api/questions/q1/public-results')).toBeUndefined();
    await readByTheRoute('q1', '{"totalVotes":2}');

    expect(answer('/api/questions/q1/public-results')).toEqual({
      body: '{"totalVotes":2}',
      headers: ['content-type', 'application/json; charset=utf-8', 'x-read-position', '10'],
    });
    for (const other of ['/api/questions/q2/public-results', '/api/questions//public-results', '/api/questions/q1/results', '/api/questions/x/q1/public-results']) {
      expect(answer(other), other).toBeUndefined();
    }
  });

  it('leaves the poll to the route when the position is being looked up, or the questions changed since the copy', async () => {
    const { heard, answer, readByTheRoute } = replica();
    await readByTheRoute('q1', '{"totalVotes":2}');
    heard.position = undefined;
    expect(answer('/api/questions/q1/public-results')).toBeUndefined();

    // A batch past the copy that left the questions alone (sign-ups, say): the copy still holds.
    heard.position = 14;
    heard.notice = { position: 14, questionsChangedAt: 10 };
    expect(answer('/api/questions/q1/public-results')?.headers).toContain('14');
    // An answer projected at 15 changed the counts.
    heard.position = 15;
    heard.notice = { position: 15, questionsChangedAt: 15 };
    expect(answer('/api/questions/q1/public-results')).toBeUndefined();
  });

  it('answers under the prefix its routes are mounted at', async () => {
    const cache = new QuestionReadsCache({ lastNotice: () => undefined }, { maxEntries: 10 });
    const answer = cachedCopyEarlyAnswer(cache, { knownPosition: () => 3 }, publicResultsCopyKey('/v2'));
    await cache.get('q1', 3, async () => '{}');
    expect(answer('/v2/api/questions/q1/public-results')?.body).toBe('{}');
    expect(answer('/api/questions/q1/public-results')).toBeUndefined();
  });

  it("finds today's list under the day it is asked on, and the public list's first page", () => {
    let day = '2026-11-30';
    const keyOf = questionListCopyKey('', () => day);
    expect(keyOf('/api/questions/today')).toBe('today:2026-11-30');
    day = '2026-12-01';
    expect(keyOf('/api/questions/today')).toBe('today:2026-12-01');
    expect(keyOf('/api/questions/public')).toBe('public:50:');
    for (const other of ['/api/questions/today/', '/api/questions', '/api/questions/public-results']) expect(keyOf(other), other).toBeUndefined();
  });
});
