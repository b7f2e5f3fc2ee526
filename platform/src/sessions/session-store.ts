export interface Session {
  id: string;
  userId: string;
  createdAt: Date;
  expiresAt: Date;
}

/**
 * Why the server ended a session that its device still holds: its account was deleted, or its password changed on
 * another device. A device that comes back with it is told so, rather than only that it must sign in.
 */
export const SESSION_END_REASONS = ['account-deleted', 'password-changed'] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

export function isSessionEndReason(value: unknown): value is SessionEndReason {
  return (SESSION_END_REASONS as readonly unknown[]).includes(value);
}

/** Server-side sessions behind an opaque random id carried by an HttpOnly cookie. */
export interface SessionStore {
  /** A new session with a random id of at least 128 bits. */
  create(userId: string, ttlMs: number): Promise<Session>;
  /** The live session, or null when unknown, revoked or expired. */
  get(sessionId: string): Promise<Session | null>;
  /** Ends one session (a log-out), remembering no reason: its own device clears the cookie. */
  revoke(sessionId: string): Promise<void>;
  /**
   * Ends every session of a user at once, on every device but the one `keep` names (the session that changed the
   * password stays signed in), and remembers `reason` for each session ended until it would have expired: by its id,
   * with nothing about the person.
   */
  revokeAllOf(userId: string, reason: SessionEndReason, options?: { keep?: string }): Promise<void>;
  /** Why `revokeAllOf` ended this session, while it would still have been live; null for any other id. */
  endOf(sessionId: string): Promise<SessionEndReason | null>;
  /** The user's live sessions, oldest first: what their data export lists (when and until when, never the ids). */
  liveSessionsOf(userId: string): Promise<Session[]>;
  /** False while a server the store lives on is out of reach; stores in this process are always reachable. */
  isReachable?(): boolean;
  /** Whether that server answers now (see answersPing); asked by health checks, which may wait a moment for it. */
  isResponsive?(): Promise<boolean>;
  close(): Promise<void>;
}
