import type { Redis } from 'ioredis';
import type { WrongPasswordCounter } from './wrong-password-budget.js';

const PREFIX = 'iec-bets-wrong-passwords:';

/**
 * Each account's password checks counted in Redis, so that every command-service replica holds one budget: a guesser
 * sent round the replicas by the edge would otherwise get one budget per replica. One key per account, made with the
 * window as its lifetime by the first check in it, and counted up and down atomically.
 */
export function redisWrongPasswordCounter(redis: Redis): WrongPasswordCounter {
  return {
    async take(userId, windowMs) {
      const key = PREFIX + userId;
      // In one transaction: the key is made with its lifetime (NX: only by the window's first check), counted, and
      // its lifetime read, so that no crash or race leaves a count that never expires.
      const results = await redis.multi().set(key, '0', 'PX', windowMs, 'NX').incr(key).pttl(key).exec();
      if (!results) throw new Error('Redis discarded the count of a password check');
      const [, counted, lifetime] = results;
      if (counted?.[0] || lifetime?.[0]) throw counted?.[0] ?? lifetime?.[0];
      const resetInMs = Number(lifetime?.[1]);
      // A count without a lifetime would refuse the account for good; none is made here, but one made otherwise (by
      // hand, or by an older version) is given the window's.
      if (resetInMs < 0) await redis.pexpire(key, windowMs);
      return { count: Number(counted?.[1]), resetInMs: resetInMs > 0 ? resetInMs : windowMs };
    },
    async giveBack(userId) {
      // Only down to zero, and never on a key whose window ended meanwhile (DECR would make it again, for good).
      await redis.eval(
        "local n = redis.call('GET', KEYS[1]) if n and tonumber(n) > 0 then return redis.call('DECR', KEYS[1]) end return 0",
        1,
        PREFIX + userId,
      );
    },
    async clear(userId) {
      await redis.del(PREFIX + userId);
    },
  };
}
