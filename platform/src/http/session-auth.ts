import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionStore } from '../sessions/session-store.js';
import { forbidden, unauthorized } from './http-error.js';
import { sessionIdOf } from './session-cookie.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's id, taken from the server-side session; null for a visitor. */
    sessionUserId: string | null;
    sessionId: string | null;
  }
}

/** Resolves the session cookie to a user id on every request. The acting user never comes from the body. */
export const sessionAuth = fp(
  async function sessionAuth(app: FastifyInstance, options: { sessionStore: SessionStore }) {
    if (!app.hasDecorator('parseCookie')) await app.register(cookie);
    app.decorateRequest('sessionUserId', null);
    app.decorateRequest('sessionId', null);
    // A callback rather than an async hook: a visitor's request, with no cookie, is done at once, without the
    // promise and the extra turn of the microtask queue that every async hook costs on every request.
    app.addHook('onRequest', (request, _reply, done) => {
      const id = sessionIdOf(request);
      if (!id) {
        done();
        return;
      }
      options.sessionStore.get(id).then((session) => {
        if (session) {
          request.sessionUserId = session.userId;
          request.sessionId = session.id;
        }
        done();
      }, done);
    });
  },
  { name: 'session-auth' },
);

/** The signed-in user's id, or a 401. */
export function requireUser(request: FastifyRequest): string {
  if (!request.sessionUserId) throw unauthorized();
  return request.sessionUserId;
}

/**
 * The signed-in user's id when it is `userId`, else a 403 (saying `refusal`): for resources only their owner may see
 * or change.
 */
export function requireSelf(request: FastifyRequest, userId: string | undefined | null, refusal = 'You can only do this for your own account'): string {
  const self = requireUser(request);
  if (userId && userId !== self) throw forbidden(refusal);
  return self;
}
