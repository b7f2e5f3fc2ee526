import { Redis, type RedisOptions } from 'ioredis';
import type { Logger } from 'pino';

export interface RedisConnectionOptions {
  url: string;
  /** Shown by CLIENT LIST, to tell the processes apart. */
  connectionName?: string | undefined;
  logger: Logger;
  /** What the connection is for, in logs: "sessions", "notices", ... */
  purpose: string;
  /**
   * Fail a command within 2 s while Redis is away, instead of queueing it until Redis is back: for connections that
   * answer HTTP requests (which then answer 503) and for callers that retry on their own and must be able to stop.
   */
  failFast?: boolean;
}

/** Attempts to reconnect wait 100 ms, then twice as long each time, up to 5 s: a Redis outage is retried for good. */
export function reconnectDelayMs(attempt: number): number {
  return Math.min(100 * 2 ** Math.max(0, attempt - 1), 5_000);
}

/**
 * Every Redis connection of the services: it reconnects with backoff whatever happens, never ends the process, and
 * logs an outage once when it starts and once when it is over, not at every attempt.
 */
export function openRedisConnection(options: RedisConnectionOptions & { extra?: RedisOptions }): Redis {
  const redis = new Redis(options.url, {
    connectionName: options.connectionName,
    connectTimeout: 2_000,
    retryStrategy: reconnectDelayMs,
    ...(options.failFast ? { maxRetriesPerRequest: 1, commandTimeout: 2_000 } : {}),
    ...options.extra,
  });
  logOutagesOnce(redis, redis, options.logger, { purpose: options.purpose });
  return redis;
}

interface ErrorEmitter {
  on(event: 'error', listener: (error: Error) => void): unknown;
}

/**
 * Logs the first of `errors`' errors once Redis is out of reach, and that it is back once `connection` is ready
 * again; the errors in between (one per failed attempt, from the connection or from what uses it) are not logged.
 */
export function logOutagesOnce(errors: ErrorEmitter, connection: Redis, logger: Logger, details: Record<string, unknown>): void {
  let away = false;
  errors.on('error', (error: Error) => {
    if (away) return;
    away = true;
    logger.warn({ err: error, ...details }, 'Redis is out of reach; reconnecting with backoff');
  });
  connection.on('ready', () => {
    if (!away) return;
    away = false;
    logger.info(details, 'Redis is back');
  });
}

/** Whether the connection can take commands right now. */
export function isConnected(redis: Redis): boolean {
  return redis.status === 'ready';
}

/**
 * Whether Redis answers a PING on `redis` within `timeoutMs`. A connection can stay open while Redis no longer
 * answers (a paused or overloaded server): the connection's state still says ready, and only an answer tells.
 */
export async function answersPing(redis: Redis, timeoutMs = 1_000): Promise<boolean> {
  if (!isConnected(redis)) return false;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
  try {
    return await Promise.race([redis.ping().then(() => true, () => false), late]);
  } finally {
    clearTimeout(timer);
  }
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

/**
 * Ends a connection: politely (QUIT, after the commands already sent) while Redis is there, at once while it is not,
 * since a QUIT would wait in the queue for a Redis that may never come back and hold the process's shutdown.
 */
export async function closeRedisConnection(redis: Redis): Promise<void> {
  if (redis.status === 'end') return;
  if (redis.status !== 'ready') {
    redis.disconnect();
    return;
  }
  await redis.quit().catch(() => redis.disconnect());
}
