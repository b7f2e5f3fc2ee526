import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Session } from '../sessions/session-store.js';

export const SESSION_COOKIE = 'iec_session';

export interface CookieOptions {
  secure: boolean;
}

/** HttpOnly so scripts never see the credential; SameSite=Lax so other sites cannot ride on it. */
export function setSessionCookie(reply: FastifyReply, session: Session, options: CookieOptions): void {
  reply.setCookie(SESSION_COOKIE, session.id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secure,
    expires: session.expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, options: CookieOptions): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: options.secure });
}

export function sessionIdOf(request: FastifyRequest): string | null {
  return request.cookies?.[SESSION_COOKIE] ?? null;
}
