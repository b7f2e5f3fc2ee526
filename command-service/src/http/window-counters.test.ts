import { testRedisUrl } from '@iec-bets/testing';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inProcessWindowCounter } from './in-process-window-counter.js';
import { redisWindowCounter } from './redis-window-counter.js';
import type { WindowCounter } from './window-counter.js';

/** What both counts of password checks do, each on the same script: one in this process, one in a real Redis. */
let redis: Redis;
let now = 1_000_000;
beforeAll(() => {
  redis = new Redis(testRedisUrl());
});
afterAll(async () => redis.quit());

/** How each counter is made, and how a test lets a window pass for it (the process's clock, or real time in Redis). */
const counters: [string, () => { counter: WindowCounter; pass: (ms: number) => Promise<void> }][] = [
  [
    'in this process',
    () => ({
      counter: inProcessWindowCounter(() => now),
      pass: async (ms) => {
        now += ms;
      },
    }),
  ],
  ['in Redis', () => ({ counter: redisWindowCounter(redis, 'iec-bets-wrong-passwords:'), pass: (ms) => new Promise((resolve) => setTimeout(resolve, ms)) })],
];

describe.each(counters)('the count of an account’s password checks (%s)', (_where, make) => {
  it('counts each check in the window, says when the window ends, and starts a new one after it', async () => {
    const { counter, pass } = make();
    const userId = randomUUID();
    expect(await counter.take(userId, 300)).toMatchObject({ count: 1 });
    const second = await counter.take(userId, 300);
    expect(second.count).toBe(2);
    expect(second.resetInMs).toBeGreaterThan(0);
    expect(second.resetInMs).toBeLessThanOrEqual(300);

    await pass(400);

    expect(await counter.take(userId, 300)).toMatchObject({ count: 1 });
  });

  it('takes back a check that was right, never below none', async () => {
    const { counter } = make();
    const userId = randomUUID();
    await counter.take(userId, 60_000);
    await counter.take(userId, 60_000);
    await counter.giveBack(userId);
    await counter.giveBack(userId);
    await counter.giveBack(userId);
    expect(await counter.take(userId, 60_000)).toMatchObject({ count: 1 });
  });

  it('keeps each account apart, and clears one without touching another', async () => {
    const { counter } = make();
    const [one, other] = [randomUUID(), randomUUID()];
    await counter.take(one, 60_000);
    await counter.take(one, 60_000);
    await counter.take(other, 60_000);

    await counter.clear(one);

    expect(await counter.take(one, 60_000)).toMatchObject({ count: 1 });
    expect(await counter.take(other, 60_000)).toMatchObject({ count: 2 });
  });

  it('makes no count again for a window that ended before a check was given back', async () => {
    const { counter, pass } = make();
    const userId = randomUUID();
    await counter.take(userId, 200);
    await pass(300);
    await counter.giveBack(userId);
    expect(await counter.take(userId, 200)).toMatchObject({ count: 1 });
  });
});

describe('the count in Redis', () => {
  it('is one count for every replica that counts in the same Redis', async () => {
    const userId = randomUUID();
    const anotherReplicas = new Redis(testRedisUrl());
    try {
      const [one, another] = [redisWindowCounter(redis, 'iec-bets-wrong-passwords:'), redisWindowCounter(anotherReplicas, 'iec-bets-wrong-passwords:')];
      await one.take(userId, 60_000);
      await another.take(userId, 60_000);
      expect(await one.take(userId, 60_000)).toMatchObject({ count: 3 });
    } finally {
      await anotherReplicas.quit();
    }
  });

  it('gives every key it makes the window as its lifetime', async () => {
    const userId = randomUUID();
    await redisWindowCounter(redis, 'iec-bets-wrong-passwords:').take(userId, 60_000);
    const lifetime = await redis.pttl(`iec-bets-wrong-passwords:${userId}`);
    expect(lifetime).toBeGreaterThan(50_000);
    expect(lifetime).toBeLessThanOrEqual(60_000);
  });
});
