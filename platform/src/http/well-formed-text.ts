import type { FastifyInstance, preValidationHookHandler } from 'fastify';
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
  const check: preValidationHookHandler = (request, _reply, done) => {
    const wellFormed = request.body === undefined || request.body === null || isWellFormedText(request.body);
    done(wellFormed ? undefined : badRequest('The text holds an invalid character (a lone UTF-16 surrogate)'));
  };
  // Only routes that can take a body check one: a GET or HEAD never has one, and the reads are the hottest routes.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.every((method) => method === 'GET' || method === 'HEAD')) return;
    const own = route.preValidation === undefined ? [] : Array.isArray(route.preValidation) ? route.preValidation : [route.preValidation];
    route.preValidation = [check, ...own];
  });
});
