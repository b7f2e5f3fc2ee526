import rateLimit from '@fastify/rate-limit';
import { HttpError } from '@iec-bets/platform';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * Adds the rate limiter to a scope without limiting anything by itself: each route names its own limit through
 * `config.rateLimit`. Counters live in Redis when given, shared by every replica; otherwise in this process, which
 * is right only when it is the one process (`iec-bets start`). A client is known by its address as the trusted
 * proxy saw it (`request.ip`), so a forged X-Forwarded-For buys no fresh budget.
 *
 * The budget is told when it runs out: a 429 carries `x-ratelimit-limit`, `-remaining` (0), `-reset` and
 * `retry-after`. An answer within it carries none of them: the web client never reads them, and every header is
 * paid for by the server and by whoever reads the answer, on every answer (README, "Security headers").
 */
export async function registerRateLimiter(app: FastifyInstance, options: { redis?: Redis | undefined } = {}): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    ...(options.redis ? { redis: options.redis, nameSpace: 'iec-bets-rate-limit:' } : {}),
    errorResponseBuilder: (_request, context) =>
      new HttpError(context.statusCode, `Too many attempts. Please wait ${context.after} and try again.`),
  });
}

export const perMinute = (max: number) => ({ max, timeWindow: 60_000 });
export const perHour = (max: number) => ({ max, timeWindow: 60 * 60_000 });

/** Counts per signed-in user, so that people behind one shared address do not share one budget. */
export const bySessionUser = (request: FastifyRequest): string =>
  request.sessionUserId ? `user:${request.sessionUserId}` : `ip:${request.ip}`;
