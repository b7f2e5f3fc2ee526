import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from './http-error.js';

/** Whether every string (and key) in a parsed body is well-formed UTF-16, with no lone surrogate. */
export function isWellFormedText(value: unknown): boolean {
  if (typeof value === 'string') return value.isWellFormed();
  if (Array.isArray(value)) return value.every(isWellFormedText);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).every(([key, inner]) => key.isWellFormed() && isWellFormedText(inner));
  }
  return true;
}

/**
 * JSON may spell half a character (`"\ud800"`), which no UTF-8 text can hold. The log's hash chains hash canonical
 * JSON (RFC 8785), which has no form for it, so such a body is refused at the door with a clear 400 instead of
 * failing when its event is appended.
 */
export const wellFormedText = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    if (request.body !== undefined && request.body !== null && !isWellFormedText(request.body)) {
      throw badRequest('The text holds an invalid character (a lone UTF-16 surrogate)');
    }
  });
});
