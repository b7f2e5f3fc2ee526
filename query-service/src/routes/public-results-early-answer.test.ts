import { Writable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type QueryFixture, startQueryFixture } from '../test-support/query-fixture.js';

let fx: QueryFixture;
let url: string;
let logged: Array<{ answeredEarly?: boolean; req?: { url?: string } }>;

beforeEach(async () => {
  logged = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line) logged.push(JSON.parse(line));
      done();
    },
  });
  fx = await startQueryFixture({ logStream });
  url = await fx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(async () => fx?.close());

const answeredEarly = () => logged.filter((line) => line.answeredEarly === true).length;

/** A visitor's poll over real HTTP: no cookie, no position to wait for. */
async function poll(path: string, headers: Record<string, string> = {}) {
  const before = answeredEarly();
  const response = await fetch(`${url}${path}`, { headers });
  const headersSent = Object.fromEntries([...response.headers].filter(([name]) => name !== 'date'));
  return { status: response.status, headers: headersSent, body: await response.text(), early: answeredEarly() > before };
}

describe("a visitor's poll of public results", () => {
  it('is answered before the framework once the route has read it, with the same body and headers', async () => {
    const questionId = await fx.question();
    for (const [i, option] of (['yes', 'yes', 'no'] as const).entries()) {
      const { userId } = await fx.signUp(`voter${i}`);
      await fx.answer(userId, questionId, option);
    }
    const path = `/api/questions/${questionId}/public-results`;
    // A read that waits for a position always goes through the route (here, for nothing: position 0 is passed).
    const fromTheRoute = await poll(path, { 'x-min-position': '0' });
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
    const { userId } = await fx.signUp('late-voter');
    await fx.answer(userId, questionId, 'no');
    // The replica hears that the answer is projected, without reading the results again.
    await fx.get('/api/health');

    const afterTheAnswer = await poll(path);

    expect(afterTheAnswer.early).toBe(false);
    expect(JSON.parse(afterTheAnswer.body)).toMatchObject({ totalVotes: 1 });
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
