import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { openRedisConnection } from './redis-connection.js';

/**
 * The Redis connection that holds rate-limit counters in the distributed setup, so that every replica of a service
 * counts against one budget (counters in each replica's memory would multiply every limit by the replica count).
 * A counter that cannot be reached fails the request quickly (503) rather than holding it: a limit must not turn a
 * Redis outage into requests that hang, nor into requests that are not limited.
 */
export function openRateLimitRedis(options: { url: string; connectionName?: string; logger: Logger }): Redis {
  return openRedisConnection({ ...options, purpose: 'rate limits', failFast: true });
}
