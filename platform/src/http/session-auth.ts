import cookie from '@fastify/cookie';
import { SESSION_ENDED_ACCOUNT_DELETED, SESSION_ENDED_PASSWORD_CHANGED, SIGN_IN_REQUIRED } from '@iec-bets/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionEndReason, SessionStore } from '../sessions/session-store.js';
import { forbidden, unauthorized } from './http-error.js';
import { sessionIdOf } from './session-cookie.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's id, taken from the server-side session; null for a visitor. */
    sessionUserId: string | null;
    sessionId: string | null;
    /**
     * For a session cookie that names no live session: asks the store why that session ended, if it remembers. Null
     * without such a cookie. Only a guard about to refuse the request asks, so a stale cookie sent to the routes
     * visitors may use costs no second read.
     */
    endOfSession: (() => Promise<SessionEndReason | null>) | null;
  }
}

/** Resolves the session cookie to a user id on every request. The acting user never comes from the body. */
export const sessionAuth = fp(
  async function sessionAuth(app: FastifyInstance, options: { sessionStore: SessionStore }) {
    if (!app.hasDecorator('parseCookie')) await app.register(cookie);
    app.decorateRequest('sessionUserId', null);
    app.decorateRequest('sessionId', null);
    app.decorateRequest('endOfSession', null);
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
        } else {
          request.endOfSession = () => options.sessionStore.endOf(id);
        }
        done();
      }, done);
    });
  },
  { name: 'session-auth' },
);

/** What a device still holding a session that the server ended is told, by why it ended. */
const SIGN_IN_AGAIN_BECAUSE: Record<SessionEndReason, string> = {
  'account-deleted': SESSION_ENDED_ACCOUNT_DELETED,
  'password-changed': SESSION_ENDED_PASSWORD_CHANGED,
};

/**
 * The signed-in user's id, or a 401 that says why the session the cookie names has ended when the server remembers
 * (the account deleted, or its password changed on another device), and "Please sign in first" otherwise. The guards
 * of signed-in and admin scopes refuse a visitor with it.
 */
export async function requireSignedIn(request: FastifyRequest): Promise<string> {
  if (request.sessionUserId) return request.sessionUserId;
  throw unauthorized((await whySessionEnded(request)) ?? SIGN_IN_REQUIRED);
}

/**
 * Why the session the request's cookie names was ended by the server, in words (the account deleted, its password
 * changed on another device), or null: no such cookie, a session that is live, logged out or expired, or a store
 * that cannot say. Only ever asked when about to treat the request as a visitor's.
 */
export async function whySessionEnded(request: FastifyRequest): Promise<string | null> {
  if (request.sessionUserId || !request.endOfSession) return null;
  try {
    const reason = await request.endOfSession();
    return reason ? SIGN_IN_AGAIN_BECAUSE[reason] : null;
  } catch (error) {
    // A store that cannot say why must not turn a refusal into a 500, which the page would not take for the end of
    // its session: the plain refusal stands.
    request.log.warn({ err: error }, 'could not read why a session ended');
    return null;
  }
}

/** The signed-in user's id, or a 401 (in a scope whose guard has let the request in, there always is one). */
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
