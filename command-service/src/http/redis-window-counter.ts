import type { Redis } from 'ioredis';
import type { WindowCounter } from './window-counter.js';

/**
 * Counts in Redis under `prefix`, so that every command-service replica holds one budget: a guesser sent round the
 * replicas by the edge would otherwise get one budget per replica. One Redis key per counted key, made with the
 * window as its lifetime by the first check in it, and counted up and down atomically.
 */
export function redisWindowCounter(redis: Redis, prefix: string): WindowCounter {
  return {
    async take(name, windowMs) {
      const key = prefix + name;
      // In one transaction: the key is made with its lifetime (NX: only by the window's first check), counted, and
      // its lifetime read, so that no crash or race leaves a count that never expires.
      const results = await redis.multi().set(key, '0', 'PX', windowMs, 'NX').incr(key).pttl(key).exec();
      if (!results) throw new Error('Redis discarded a count');
      const [, counted, lifetime] = results;
      if (counted?.[0] || lifetime?.[0]) throw counted?.[0] ?? lifetime?.[0];
      const resetInMs = Number(lifetime?.[1]);
      // A count without a lifetime would refuse its key for good; none is made here, but one made otherwise (by
      // hand, or by an older version) is given the window's.
      if (resetInMs < 0) await redis.pexpire(key, windowMs);
      return { count: Number(counted?.[1]), resetInMs: resetInMs > 0 ? resetInMs : windowMs };
    },
    async giveBack(key) {
      // Only down to zero, and never on a key whose window ended meanwhile (DECR would make it again, for good).
      await redis.eval(
        "local n = redis.call('GET', KEYS[1]) if n and tonumber(n) > 0 then return redis.call('DECR', KEYS[1]) end return 0",
        1,
        prefix + key,
      );
    },
    async clear(key) {
      await redis.del(prefix + key);
    },
  };
}
