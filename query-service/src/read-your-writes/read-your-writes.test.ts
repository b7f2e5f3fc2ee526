import { afterEach, describe, expect, it } from 'vitest';
import { type QueryFixture, startQueryFixture } from '../test-support/query-fixture.js';

let fx: QueryFixture;
afterEach(async () => fx?.close());

describe('read your writes', () => {
  it('makes a read with x-min-position wait until the projector has passed it', async () => {
    fx = await startQueryFixture();
    const questionId = await fx.question();
    const { userId } = await fx.signUp('reader');
    const { position } = await fx.answer(userId, questionId, 'yes');
    const response = await fx.app.inject({
      method: 'GET',
      url: `/api/questions/${questionId}/public-results`,
      headers: { 'x-min-position': String(position) },
    });
    expect(response.json().totalVotes).toBe(1);
    expect(Number(response.headers['x-read-position'])).toBeGreaterThanOrEqual(position);
  });

  it('waits no longer than the configured bound, then answers with what it has', async () => {
    fx = await startQueryFixture({ readWaitTimeoutMs: 300 });
    await fx.question();
    const started = Date.now();
    const response = await fx.app.inject({ method: 'GET', url: '/api/questions/public', headers: { 'x-min-position': '999999' } });
    const waited = Date.now() - started;
    expect(response.statusCode).toBe(200);
    expect(waited).toBeGreaterThanOrEqual(290);
    // Far short of the default bound (5 s): the configured one is what held it, with room for a slow machine.
    expect(waited).toBeLessThan(2_500);
    expect(Number(response.headers['x-read-position'])).toBe(fx.lastPosition);
  });

  it('refuses a position that is not a whole number', async () => {
    fx = await startQueryFixture();
    for (const value of ['abc', '-1', '1.5', '9'.repeat(20)]) {
      const response = await fx.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-min-position': value } });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toContain('x-min-position');
    }
  });
});
