export interface Session {
  id: string;
  userId: string;
  createdAt: Date;
  expiresAt: Date;
}

/** Server-side sessions behind an opaque random id carried by an HttpOnly cookie. */
export interface SessionStore {
  /** A new session with a random id of at least 128 bits. */
  create(userId: string, ttlMs: number): Promise<Session>;
  /** The live session, or null when unknown, revoked or expired. */
  get(sessionId: string): Promise<Session | null>;
  revoke(sessionId: string): Promise<void>;
  /** Ends every session of a user at once: their account was deleted. */
  revokeAllOf(userId: string): Promise<void>;
  /** The user's live sessions, oldest first: what their data export lists (when and until when, never the ids). */
  liveSessionsOf(userId: string): Promise<Session[]>;
  /** False while a server the store lives on is out of reach; stores in this process are always reachable. */
  isReachable?(): boolean;
  /** Whether that server answers now (see answersPing); asked by health checks, which may wait a moment for it. */
  isResponsive?(): Promise<boolean>;
  close(): Promise<void>;
}
