import { setSessionCookie, type SessionStore } from '@iec-bets/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CommandSettings } from '../deps.js';

/**
 * Starts a fresh session for `userId` and drops the one the request came with, so that a session id planted in the
 * browser before sign-in (session fixation) never becomes a signed-in session.
 */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  sessionStore: SessionStore,
  userId: string,
  settings: CommandSettings,
): Promise<void> {
  if (request.sessionId) await sessionStore.revoke(request.sessionId);
  const session = await sessionStore.create(userId, settings.sessionTtlMs);
  setSessionCookie(reply, session, { secure: settings.cookieSecure });
}
