import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { DestinationStream } from 'pino';
import type { SessionStore } from '../sessions/session-store.js';
import { answerClientErrors } from './client-errors.js';
import { correlationIdOf } from './correlation-id.js';
import { EarlyAnswers } from './early-answers.js';
import { errorHandler } from './error-handler.js';
import { originCheck } from './origin-check.js';
import { readRefusedBodies } from './read-refused-bodies.js';
import { requestForTheLog } from './request-log.js';
import { apiResponseHeaders, securityHeaders } from './security-headers.js';
import { sessionAuth } from './session-auth.js';
import { wellFormedText } from './well-formed-text.js';
import { useZodSchemas } from './zod-schemas.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where a route registers an answer to send before Fastify sees the request (see early-answers.ts). */
    earlyAnswers: EarlyAnswers;
  }
}

export interface HttpServerOptions {
  sessionStore: SessionStore;
  publicOrigin?: string | undefined;
  /** pino options, or false to keep tests quiet. */
  logger?: boolean | { level: string; stream?: DestinationStream };
  /** Largest accepted request body (default 1 MiB); a route that needs more (a comment's image) sets its own. */
  bodyLimit?: number;
  /** The proxies whose X-Forwarded-* is believed (nginx in the distributed setup), as proxy-addr takes them. */
  trustProxy?: boolean | string | string[];
  /** The site is served over HTTPS only (COOKIE_SECURE): browsers are told to use nothing else (HSTS). */
  httpsOnly?: boolean;
}

/**
 * A Fastify instance with what every service shares: routes validated and serialized with their zod schemas, the
 * security headers, one error shape, sessions from the cookie, the Origin check and a correlation id per request. Services add their
 * route plugins to it; `iec-bets start` adds all of them to one instance.
 */
/** Longer than any id a route takes (the longest, a friend request's, is 250). */
export const MAX_PATH_PARAMETER_LENGTH = 1_000;

/** What a request Fastify refuses before routing is told, in the product's words. */
function frameworkErrorMessage(code: string, status: number): string {
  if (code === 'FST_ERR_MAX_PARAM_LENGTH') return 'That address is too long';
  if (code === 'FST_ERR_BAD_URL') return 'That address is not valid';
  return status >= 500 ? 'Something went wrong on our side. Please try again.' : 'That request is not valid';
}

export async function createHttpServer(options: HttpServerOptions): Promise<FastifyInstance> {
  // What the answers sent outside Fastify's hooks carry: those sent before it sees a request, and its errors.
  const apiHeaders = apiResponseHeaders({ httpsOnly: options.httpsOnly ?? false });
  const earlyAnswers = new EarlyAnswers({
    securityHeaders: apiHeaders,
    trustProxy: options.trustProxy ?? false,
  });
  const app: FastifyInstance = Fastify({
    // The hottest visitors' reads may be answered before the framework (see early-answers.ts). The logger is looked up
    // per request, when the instance exists.
    serverFactory: earlyAnswers.serverFactory(() => app.log),
    // Requests are logged by path alone (see request-log.ts).
    logger: options.logger ? { ...(options.logger === true ? {} : options.logger), serializers: { req: requestForTheLog } } : false,
    bodyLimit: options.bodyLimit ?? 1024 * 1024,
    trustProxy: options.trustProxy ?? false,
    // Fastify's default of 100 characters stopped path ids before their routes could say what is wrong with them: a
    // GET fell through to the pages' catch-all ("No such route"), and friend request ids, which may be 250, were
    // refused. Each route's schema sets the real limit and its message; this only bounds the router's own work.
    routerOptions: { maxParamLength: MAX_PATH_PARAMETER_LENGTH },
    // Errors Fastify raises before routing (a path parameter over its length limit, a bad URL) get our shape too,
    // without repeating the path back, and the security headers, since no hook of ours runs for them.
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode ?? 400;
      void (reply as FastifyReply)
        .headers(apiHeaders)
        .status(status)
        .send({ error: frameworkErrorMessage(error.code, status), statusCode: status });
    },
    clientErrorHandler: answerClientErrors(apiHeaders),
    genReqId: correlationIdOf,
  });
  app.decorate('earlyAnswers', earlyAnswers);
  app.addHook('preClose', (done) => {
    earlyAnswers.close();
    done();
  });
  useZodSchemas(app);
  await app.register(securityHeaders, { httpsOnly: options.httpsOnly ?? false });
  await app.register(errorHandler);
  await app.register(readRefusedBodies);
  await app.register(wellFormedText);
  // Before the session lookup: a cross-site request is refused without one, and a WebSocket handshake's socket is
  // marked to be closed after a refusal even when the lookup fails (the store out of reach).
  await app.register(originCheck, { publicOrigin: options.publicOrigin, httpsOnly: options.httpsOnly ?? false });
  await app.register(sessionAuth, { sessionStore: options.sessionStore });
  return app;
}
