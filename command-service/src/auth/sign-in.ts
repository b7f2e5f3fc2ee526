import { setSessionCookie, type SessionStore } from '@iec-bets/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CommandSettings } from '../deps.js';

/**
 * Starts a fresh session for `userId` and drops the one the request came with, so that a session id planted in the
 * browser before sign-in (session fixation) never becomes a signed-in session.
 *
 * `stillValid`, when given, is asked once the session exists: a log-in checks the account's password, then spends
 * tens of milliseconds hashing, and the account may be deleted, or its password changed, meanwhile. Either ends the
 * sessions that exist when it is recorded; one made after that would outlive it, so it is ended here instead, and
 * false is returned.
 */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  sessionStore: SessionStore,
  userId: string,
  settings: CommandSettings,
  stillValid?: () => Promise<boolean>,
): Promise<boolean> {
  if (request.sessionId) await sessionStore.revoke(request.sessionId);
  const session = await sessionStore.create(userId, settings.sessionTtlMs);
  if (stillValid && !(await stillValid())) {
    await sessionStore.revoke(session.id);
    return false;
  }
  setSessionCookie(reply, session, { secure: settings.cookieSecure });
  return true;
}
