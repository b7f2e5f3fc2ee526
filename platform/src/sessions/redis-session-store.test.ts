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

  it('keeps why a session ended for as long as the session had left, under a key that names no one', async () => {
    const store = openRedisSessionStore({ url });
    try {
      const session = await store.create('user-with-reason', 60_000);
      await store.revokeAllOf('user-with-reason', 'password-changed');
      const keys = await redis.keys(`*${session.id}`);
      expect(keys).toHaveLength(1);
      expect(keys[0]).not.toContain('user-with-reason');
      expect(await redis.get(keys[0]!)).toBe('password-changed');
      const ttl = await redis.pttl(keys[0]!);
      expect(ttl).toBeGreaterThan(55_000);
      expect(ttl).toBeLessThanOrEqual(60_000);
    } finally {
      await store.close();
    }
  });
});
