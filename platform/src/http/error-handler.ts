import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isRedisUnreachableError } from '../redis/redis-connection.js';
import { BODY_TOO_LARGE, HttpError } from './http-error.js';

/** Fastify's own 4xx errors, reworded for people. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as JSON (Content-Type: application/json)',
  FST_ERR_CTP_BODY_TOO_LARGE: BODY_TOO_LARGE,
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty: send a JSON object',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
};

/**
 * One shape for every error answer, `{ error, statusCode }`. A client mistake keeps its 4xx with a readable message;
 * a store out of reach is a 503 to try again; anything else is logged with its stack and answered with a 500 that
 * reveals nothing of the internals.
 */
export const errorHandler = fp(async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ error: error.message, statusCode: error.statusCode });
    }
    if (isRedisUnreachableError(error)) {
      request.log.warn({ err: error }, 'request failed: Redis is out of reach');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ error: 'IEC Bets is briefly unavailable. Please try again in a moment.', statusCode: 503 });
    }
    // A request part its route's schema refuses: the first problem, in the schema's own words (the SPEC's texts).
    if (Array.isArray(error.validation) && error.validation.length > 0) {
      const message = error.validation[0]?.message || 'The request is not valid';
      return reply.status(400).send({ error: message, statusCode: 400 });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        (error.code && FRAMEWORK_MESSAGES[error.code]) ||
        (error instanceof SyntaxError ? 'The request body is not valid JSON' : error.message);
      return reply.status(status).send({ error: message, statusCode: status });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ error: 'Something went wrong on our side. Please try again.', statusCode: 500 });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ error: `No such route: ${request.method} ${request.url.split('?')[0]}`, statusCode: 404 }),
  );
});
