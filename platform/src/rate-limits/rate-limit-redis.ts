import { Redis } from 'ioredis';
import type { Logger } from 'pino';

/**
 * The Redis connection that holds rate-limit counters in the distributed setup, so that every replica of a service
 * counts against one budget (counters in each replica's memory would multiply every limit by the replica count).
 * A counter that cannot be reached within half a second fails the request rather than holding it: a limit must
 * not turn a Redis outage into requests that hang.
 */
export function openRateLimitRedis(options: { url: string; connectionName?: string; logger: Logger }): Redis {
  const redis = new Redis(options.url, {
    connectionName: options.connectionName,
    connectTimeout: 500,
    maxRetriesPerRequest: 1,
  });
  redis.on('error', (error) => options.logger.warn({ err: error }, 'Redis connection for rate limits failed'));
  return redis;
}
