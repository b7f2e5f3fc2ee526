import rateLimit from '@fastify/rate-limit';
import { HttpError } from '@iec-bets/platform';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Adds the rate limiter to a scope without limiting anything by itself: each route names its own limit through
 * `config.rateLimit`. Counters live in this process; each replica counts on its own.
 */
export async function registerRateLimiter(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new HttpError(context.statusCode, `Too many attempts. Please wait ${context.after} and try again.`),
  });
}

export const perMinute = (max: number) => ({ max, timeWindow: 60_000 });
export const perHour = (max: number) => ({ max, timeWindow: 60 * 60_000 });

/** Counts per signed-in user, so that people behind one shared address do not share one budget. */
export const bySessionUser = (request: FastifyRequest): string =>
  request.sessionUserId ? `user:${request.sessionUserId}` : `ip:${request.ip}`;
