import { Redis } from 'ioredis';
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testRedisUrl } from '@iec-bets/testing';
import { startCommandApp, type CommandTestApp } from '../test-support/command-app.js';
import { waitInWords } from './rate-limits.js';

/**
 * Two replicas of the command service behind one proxy (127.0.0.1), counting in one real Redis, as the distributed
 * setup runs them. Each test uses addresses of its own, so tests sharing the Redis do not share budgets.
 */
const PROXY = '127.0.0.1';
let redis: Redis;
let replicas: CommandTestApp[];
/** One process counting in its own memory, as `iec-bets start` does. */
let embedded: CommandTestApp;

beforeAll(async () => {
  redis = new Redis(testRedisUrl());
  replicas = [
    await startCommandApp({ rateLimits: { loginPerMinute: 3 }, rateLimitRedis: redis, trustProxy: PROXY }),
    await startCommandApp({ rateLimits: { loginPerMinute: 3 }, rateLimitRedis: redis, trustProxy: PROXY }),
  ];
  embedded = await startCommandApp({ rateLimits: { loginPerMinute: 3 } });
});

afterAll(async () => {
  await Promise.all([...replicas, embedded].map((replica) => replica.close()));
  await redis.quit();
});

const someAddress = () => `198.51.${randomInt(256)}.${randomInt(1, 255)}`;

/**
 * A wrong password, sent to replica `index` (or to the one embedded process) from `remoteAddress` with the headers
 * given: the whole answer.
 */
async function wrongLoginAnswer(index: number | 'embedded', remoteAddress: string, headers: Record<string, string> = {}) {
  const replica = index === 'embedded' ? embedded : replicas[index % replicas.length];
  if (!replica) throw new Error('no replica');
  return replica.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    headers,
    payload: { username: 'nobody_here', password: 'a-wrong-password' },
  });
}

/** The status of a wrong password, sent as wrongLoginAnswer sends it. */
async function wrongLogin(index: number, remoteAddress: string, headers: Record<string, string> = {}) {
  return (await wrongLoginAnswer(index, remoteAddress, headers)).statusCode;
}

describe('rate limits across replicas', () => {
  it('counts a client once, whichever replica the proxy sends it to', async () => {
    const client = someAddress();
    const statuses = [];
    for (let attempt = 0; attempt < 5; attempt++) statuses.push(await wrongLogin(attempt, PROXY, { 'x-forwarded-for': client }));
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });

  it('gives each client behind the proxy a budget of its own', async () => {
    const first = someAddress();
    const second = someAddress();
    for (let attempt = 0; attempt < 3; attempt++) expect(await wrongLogin(attempt, PROXY, { 'x-forwarded-for': first })).toBe(401);
    expect(await wrongLogin(0, PROXY, { 'x-forwarded-for': first })).toBe(429);
    expect(await wrongLogin(1, PROXY, { 'x-forwarded-for': second })).toBe(401);
  });

  it.each([
    ['counted in Redis', (attempt: number) => attempt],
    ['counted in one process', () => 'embedded' as const],
  ])('tells the budget once it has run out, and not on every answer within it (%s)', async (_where, replicaOf) => {
    const client = someAddress();
    const within = [];
    for (let attempt = 0; attempt < 3; attempt++) within.push(await wrongLoginAnswer(replicaOf(attempt), client));
    for (const answer of within) {
      expect(answer.statusCode).toBe(401);
      expect(Object.keys(answer.headers).filter((name) => name.includes('ratelimit') || name === 'retry-after')).toEqual([]);
    }
    const refused = await wrongLoginAnswer(replicaOf(3), client);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers).toMatchObject({ 'x-ratelimit-limit': '3', 'x-ratelimit-remaining': '0' });
    expect(Number(refused.headers['x-ratelimit-reset'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('ignores an X-Forwarded-For sent by anyone but the proxy', async () => {
    const client = someAddress();
    const statuses = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      statuses.push(await wrongLogin(attempt, client, { 'x-forwarded-for': someAddress() }));
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });
});

describe('how long a refused client is told to wait', () => {
  it.each([
    [0, '1 second'],
    [1, '1 second'],
    [30, '30 seconds'],
    [59.2, '1 minute'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [3_540, '59 minutes'],
    [3_599, '1 hour'],
    [3_600, '1 hour'],
    [5_400, '2 hours'],
    [86_399, '1 day'],
  ])('%d seconds reads "%s", rounded up and never in more of a unit than the next one holds', (seconds, words) => {
    expect(waitInWords(seconds)).toBe(words);
  });
});
