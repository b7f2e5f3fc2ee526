import { Redis } from 'ioredis';
import type { Logger } from 'pino';

export interface RedisConnectionOptions {
  url: string;
  /** Shown by CLIENT LIST, to tell the processes apart. */
  connectionName?: string | undefined;
  logger: Logger;
  /** What the connection is for, in logs: "sessions", "notices", ... */
  purpose: string;
  /**
   * A connection that answers HTTP requests fails a command quickly while Redis is away (the request then answers
   * 503) instead of queueing it until Redis is back.
   */
  servesRequests?: boolean;
}

/** Attempts to reconnect wait 100 ms, then twice as long each time, up to 5 s: a Redis outage is retried for good. */
export function reconnectDelayMs(attempt: number): number {
  return Math.min(100 * 2 ** Math.max(0, attempt - 1), 5_000);
}

/**
 * Every Redis connection of the services: it reconnects with backoff whatever happens, never ends the process, and
 * logs an outage once when it starts and once when it is over, not at every attempt.
 */
export function openRedisConnection(options: RedisConnectionOptions): Redis {
  const redis = new Redis(options.url, {
    connectionName: options.connectionName,
    connectTimeout: 2_000,
    retryStrategy: reconnectDelayMs,
    ...(options.servesRequests ? { maxRetriesPerRequest: 1, commandTimeout: 2_000 } : {}),
  });
  let away = false;
  redis.on('error', (error) => {
    if (away) return;
    away = true;
    options.logger.warn({ err: error, purpose: options.purpose }, 'Redis is out of reach; reconnecting with backoff');
  });
  redis.on('ready', () => {
    if (!away) return;
    away = false;
    options.logger.info({ purpose: options.purpose }, 'Redis is back');
  });
  return redis;
}

/** Whether the connection can take commands right now. */
export function isConnected(redis: Redis): boolean {
  return redis.status === 'ready';
}

/**
 * Whether `error` says that Redis could not be reached in time (as opposed to an answer Redis gave): a command that
 * ran out of reconnection attempts, timed out, or met a closed connection. The HTTP error handler answers those with
 * 503, so that a Redis outage reads as "briefly unavailable", not as a fault of ours.
 */
export function isRedisUnreachableError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'MaxRetriesPerRequestError' ||
    error.message === 'Command timed out' ||
    error.message === 'Connection is closed.' ||
    error.message.startsWith("Stream isn't writeable")
  );
}
