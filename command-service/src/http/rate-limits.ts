import rateLimit from '@fastify/rate-limit';
import { durationRoundedUp } from '@iec-bets/contracts';
import { HttpError } from '@iec-bets/platform';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
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
    errorResponseBuilder: (_request, context) => tooManyAttempts(context.statusCode, Math.ceil(context.ttl / 1000)),
  });
}

/**
 * A second budget for a route that has one already in `config.rateLimit`, counted by another key, and checked once the
 * body has been validated (a preHandler), so that the key may come from it. The plugin runs only one of its own
 * limiters per request, and skips a second one (`app.rateLimit()`) without a word, so this one is asked directly
 * (`createRateLimit`), and answers past its budget as the plugin does. `keyOf` must name its budget apart from any
 * other: in Redis, every such budget shares one namespace.
 */
export function alsoLimitedBy(
  app: FastifyInstance,
  limit: { max: number; timeWindow: number; keyOf: (request: FastifyRequest) => string },
): preHandlerAsyncHookHandler {
  const check = app.createRateLimit({ max: limit.max, timeWindow: limit.timeWindow, keyGenerator: limit.keyOf });
  return async (request, reply) => {
    const budget = await check(request);
    if (budget.isAllowed || !budget.isExceeded) return;
    throw refuseTooManyAttempts(reply, budget.max, budget.ttlInSeconds);
  };
}

/**
 * The 429 for a budget counted outside the plugin, with the headers the plugin's own refusals carry, so that every
 * "Too many attempts" here says alike how large the budget is and when to come back.
 */
export function refuseTooManyAttempts(reply: FastifyReply, max: number, waitSeconds: number): HttpError {
  reply.header('x-ratelimit-limit', max);
  reply.header('x-ratelimit-remaining', 0);
  reply.header('x-ratelimit-reset', waitSeconds);
  reply.header('retry-after', waitSeconds);
  return tooManyAttempts(429, waitSeconds);
}

function tooManyAttempts(statusCode: number, waitSeconds: number): HttpError {
  return new HttpError(statusCode, `Too many attempts. Please wait ${waitInWords(waitSeconds)} and try again.`);
}

/**
 * "1 hour", "59 minutes", "30 seconds": rounded up (durationRoundedUp), so that nobody is told to come back before
 * they may.
 */
export function waitInWords(seconds: number): string {
  const { count, unit } = durationRoundedUp(seconds);
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

export const perMinute = (max: number) => ({ max, timeWindow: 60_000 });
export const perHour = (max: number) => ({ max, timeWindow: 60 * 60_000 });

/** Counts per signed-in user, so that people behind one shared address do not share one budget. */
export const bySessionUser = (request: FastifyRequest): string =>
  request.sessionUserId ? `user:${request.sessionUserId}` : `ip:${request.ip}`;
