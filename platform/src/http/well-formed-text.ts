import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from './http-error.js';

/**
 * Deeper than any body a route takes (a question's options nest three levels): a body nested further is refused at
 * the door, before any of the code that walks a body by recursion (schemas, canonical JSON) meets it.
 */
export const MAX_BODY_DEPTH = 32;

export const BODY_TOO_DEEP = 'The request body is nested too deeply';
export const LONE_SURROGATE = 'The text holds an invalid character (a lone UTF-16 surrogate)';

/**
 * Why a parsed body cannot be taken, or undefined: nested deeper than MAX_BODY_DEPTH, or holding, in a string or a
 * key, half a character (a lone UTF-16 surrogate). Walked with a stack of its own, not by recursion: JSON.parse
 * accepts arrays nested thousands deep, which would overflow the call stack (a 500, and a stack trace in the log
 * for every such request).
 */
export function bodyTextProblem(body: unknown): string | undefined {
  const pending: Array<[value: unknown, depth: number]> = [[body, 0]];
  while (pending.length > 0) {
    const [value, depth] = pending.pop()!;
    if (typeof value === 'string') {
      if (!value.isWellFormed()) return LONE_SURROGATE;
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_BODY_DEPTH) return BODY_TOO_DEEP;
    if (Array.isArray(value)) {
      for (const item of value) pending.push([item, depth + 1]);
      continue;
    }
    for (const [key, inner] of Object.entries(value)) {
      if (!key.isWellFormed()) return LONE_SURROGATE;
      pending.push([inner, depth + 1]);
    }
  }
  return undefined;
}

/**
 * JSON may spell half a character (`"\ud800"`), which no UTF-8 text can hold. The log's hash chains hash canonical
 * JSON (RFC 8785), which has no form for it, so such a body is refused at the door with a clear 400 instead of
 * failing when its event is appended; so is a body nested deeper than any route takes (bodyTextProblem).
 */
export const wellFormedText = fp(async (app: FastifyInstance) => {
  const check: preValidationHookHandler = (request, _reply, done) => {
    const problem = request.body === undefined || request.body === null ? undefined : bodyTextProblem(request.body);
    done(problem === undefined ? undefined : badRequest(problem));
  };
  // Only routes that can take a body check one: a GET or HEAD never has one, and the reads are the hottest routes.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.every((method) => method === 'GET' || method === 'HEAD')) return;
    const own = route.preValidation === undefined ? [] : Array.isArray(route.preValidation) ? route.preValidation : [route.preValidation];
    route.preValidation = [check, ...own];
  });
});
