import { SESSION_ENDED_ACCOUNT_DELETED, SESSION_ENDED_PASSWORD_CHANGED, SIGN_IN_REQUIRED } from '@iec-bets/contracts';
import { ApiError } from '@/lib/api-error';
import { currentSessionEpoch } from '@/lib/session-epoch';

/** What the toast says when the server gives no reason: the session ended in another tab, or it expired. */
export const SESSION_ENDED = 'You were logged out, perhaps in another tab. Please log in again.';

/** How the page tells a member that their session has ended: a toast's title and sentence. */
export interface SessionEnd {
  title: string;
  description: string;
}

/** Each 401 sentence that means the session has ended, and what the member is told of it. */
const SESSION_ENDS: ReadonlyMap<string, SessionEnd> = new Map([
  [SIGN_IN_REQUIRED, { title: 'Logged Out', description: SESSION_ENDED }],
  [SESSION_ENDED_ACCOUNT_DELETED, { title: 'Account Deleted', description: SESSION_ENDED_ACCOUNT_DELETED }],
  [SESSION_ENDED_PASSWORD_CHANGED, { title: 'Password Changed', description: SESSION_ENDED_PASSWORD_CHANGED }],
]);

/**
 * The session end a failed request was refused for, or null: a 401 in other words (a wrong password) is about what
 * was sent, not about the session, and changes nothing.
 */
export function sessionEndOf(error: unknown): SessionEnd | null {
  if (!(error instanceof ApiError) || error.status !== 401) return null;
  return SESSION_ENDS.get(error.serverMessage ?? '') ?? null;
}

/**
 * Whether a refusal speaks for the session this tab has now: not when the request went out under one the tab has
 * since left (session-epoch.ts), whose end the tab knows of already.
 */
export function refusedThisSession(error: unknown): boolean {
  return error instanceof ApiError && (error.sentInSession === undefined || error.sentInSession === currentSessionEpoch());
}
