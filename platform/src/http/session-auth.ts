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
    app.addHook('onRequest', async (request) => {
      const id = sessionIdOf(request);
      if (!id) return;
      const session = await options.sessionStore.get(id);
      if (session) {
        request.sessionUserId = session.userId;
        request.sessionId = session.id;
      }
    });
  },
  { name: 'session-auth' },
);

/** The signed-in user's id, or a 401. */
export function requireUser(request: FastifyRequest): string {
  if (!request.sessionUserId) throw unauthorized();
  return request.sessionUserId;
}

/** The signed-in user's id when it is `userId`, else a 403: for resources only their owner may see or change. */
export function requireSelf(request: FastifyRequest, userId: string | undefined | null): string {
  const self = requireUser(request);
  if (userId && userId !== self) throw forbidden('You can only do this for your own account');
  return self;
}
