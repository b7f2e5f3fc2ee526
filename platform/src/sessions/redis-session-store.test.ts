import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testRedisUrl } from '@iec-bets/testing';
import { openRedisSessionStore } from './redis-session-store.js';
import { describeSessionStoreContract } from './test-support/session-store-contract.js';

const url = testRedisUrl();

describeSessionStoreContract('Redis', async () => {
  const store = openRedisSessionStore({ url });
  return { store, cleanup: () => store.close() };
});

describe('Redis session store', () => {
  let redis: Redis;
  beforeAll(() => {
    redis = new Redis(url);
  });
  afterAll(async () => {
    await redis.quit();
  });

  it('lets Redis expire each session key by itself at the end of its lifetime', async () => {
    const store = openRedisSessionStore({ url });
    try {
      const session = await store.create('user-1', 60_000);
      const [key] = await redis.keys(`*${session.id}`);
      expect(key).toBeDefined();
      const ttl = await redis.pttl(key!);
      expect(ttl).toBeGreaterThan(55_000);
      expect(ttl).toBeLessThanOrEqual(60_000);
    } finally {
      await store.close();
    }
  });

  it('shows a session created through one connection to every other, and a revoke too', async () => {
    const commandSide = openRedisSessionStore({ url });
    const querySide = openRedisSessionStore({ url });
    try {
      const session = await commandSide.create('user-1', 60_000);
      expect(await querySide.get(session.id)).toEqual(session);
      await querySide.revoke(session.id);
      expect(await commandSide.get(session.id)).toBeNull();
    } finally {
      await commandSide.close();
      await querySide.close();
    }
  });
});
