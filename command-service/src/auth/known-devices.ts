import type { FastifyReply, FastifyRequest } from 'fastify';
// The cookie parser's additions to the request and the reply (registered by the platform's HTTP base).
import type {} from '@fastify/cookie';
import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The browsers an account has signed in on, remembered in a cookie of theirs, so that guesses at the account's
 * password from elsewhere cannot keep its owner out (OWASP's "device cookies"): an account's budget of wrong passwords
 * (wrong-password-budget.ts) is drawn on only by browsers that have never signed in to it with its current password.
 * Anyone can spend that budget, since usernames are public; its owner, on a browser of theirs, never meets it.
 *
 * Nothing is stored. The cookie holds, for each of the last few accounts signed in on the browser, the account's id
 * and an HMAC of it and of the account's password hash at the time: it is good only while the account keeps that
 * password, so a browser that signed in with a password since changed (a thief's, say, with a stolen one) is a
 * stranger again, and the browser that changed it is remembered anew. The key is the one that signs the links to
 * choose a new password (PASSWORD_RESET_SECRET, under a label of its own); without one, no browser is remembered.
 */
export const KNOWN_DEVICES_COOKIE = 'iec-bets-known-device';

/** Accounts remembered per browser, the last signed in first: a family's shared tablet, say. */
const ACCOUNTS_PER_BROWSER = 5;
const YEAR_SECONDS = 365 * 24 * 60 * 60;
/** 128 bits of the HMAC, in base64url: plenty against forgery, short in every request's cookie header. */
const MAC_LENGTH = 22;

export interface KnownDevices {
  /** Whether the request's browser has signed in to the account while it had this password. */
  recognises(request: FastifyRequest, account: { userId: string; passwordHash: string }): boolean;
  /** Remembers on the browser the answer goes to that it has signed in to the account, with this password. */
  remember(request: FastifyRequest, reply: FastifyReply, account: { userId: string; passwordHash: string }): void;
}

export function knownDevices(options: { secret: string | undefined; cookieSecure: boolean }): KnownDevices {
  const { secret } = options;
  const macOf = (userId: string, passwordHash: string, key: string) =>
    createHmac('sha256', key).update(['known-device', userId, passwordHash].join('\n')).digest('base64url').slice(0, MAC_LENGTH);
  const entriesOf = (request: FastifyRequest) =>
    (request.cookies?.[KNOWN_DEVICES_COOKIE] ?? '')
      .split('~')
      .map((entry) => entry.split('.'))
      .filter((parts): parts is [string, string] => parts.length === 2 && parts[0] !== '' && parts[1]!.length === MAC_LENGTH);

  return {
    recognises(request, { userId, passwordHash }) {
      if (!secret) return false;
      const expected = Buffer.from(macOf(userId, passwordHash, secret));
      return entriesOf(request).some(([id, mac]) => id === userId && timingSafeEqual(Buffer.from(mac), expected));
    },
    remember(request, reply, { userId, passwordHash }) {
      if (!secret) return;
      const others = entriesOf(request).filter(([id]) => id !== userId);
      const entries = [[userId, macOf(userId, passwordHash, secret)], ...others].slice(0, ACCOUNTS_PER_BROWSER);
      reply.setCookie(KNOWN_DEVICES_COOKIE, entries.map((parts) => parts.join('.')).join('~'), {
        // Sent to the routes that check a password only.
        path: '/api',
        httpOnly: true,
        sameSite: 'lax',
        secure: options.cookieSecure,
        maxAge: YEAR_SECONDS,
      });
    },
  };
}
