import { randomBytes } from 'node:crypto';

/** 256 random bits, URL- and cookie-safe: guessing a live session is out of reach. */
export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

export function assertNewSession(userId: string, ttlMs: number): void {
  if (typeof userId !== 'string' || userId === '') throw new Error('A session needs a user id');
  if (!Number.isSafeInteger(ttlMs) || ttlMs <= 0) {
    throw new Error(`Invalid session lifetime ${String(ttlMs)}: expected a whole number of milliseconds > 0`);
  }
}
