import type { Session, SessionStore } from './session-store.js';

export interface RememberedSessionsOptions {
  /** How long a looked-up session is answered from memory before the store is asked again. */
  rememberMs: number;
  /** Sessions remembered at most; the oldest are forgotten first. */
  maxEntries: number;
  now?: () => number;
}

/**
 * Every request looks its session up; a user sends many requests with one session. This remembers sessions that
 * were found for a short while, so a busy user costs one store read per `rememberMs` instead of one per request.
 *
 * Only correct where every revocation of the store's sessions passes through this same object, because a
 * revocation elsewhere would go unnoticed until the entry is forgotten: the embedded server, whose sessions file
 * no other process revokes from. Revocation here forgets at once; expiry is honoured to the millisecond.
 */
export function rememberSessions(store: SessionStore, options: RememberedSessionsOptions): SessionStore {
  const now = options.now ?? Date.now;
  const remembered = new Map<string, { session: Session; until: number }>();

  return {
    async create(userId, ttlMs) {
      return store.create(userId, ttlMs);
    },

    async get(sessionId) {
      const time = now();
      const entry = remembered.get(sessionId);
      // Re-inserted on every look-up, so the Map's order is the order of last use for the eviction below.
      remembered.delete(sessionId);
      if (entry && time < entry.until) {
        if (time >= entry.session.expiresAt.getTime()) return null;
        remembered.set(sessionId, entry);
        return entry.session;
      }
      const session = await store.get(sessionId);
      if (session) {
        remembered.set(sessionId, { session, until: time + options.rememberMs });
        if (remembered.size > options.maxEntries) remembered.delete(remembered.keys().next().value!);
      }
      return session;
    },

    async revoke(sessionId) {
      remembered.delete(sessionId);
      await store.revoke(sessionId);
    },

    // Asked rarely (a data export), and of every device: the store knows them all, this memory only the recent.
    async liveSessionsOf(userId) {
      return store.liveSessionsOf(userId);
    },

    async revokeAllOf(userId, reason, options = {}) {
      for (const [sessionId, entry] of remembered) {
        if (entry.session.userId === userId && sessionId !== options.keep) remembered.delete(sessionId);
      }
      await store.revokeAllOf(userId, reason, options);
    },

    // Asked only of a session the store no longer has, to say why: the store remembers, not this memory.
    async endOf(sessionId) {
      return store.endOf(sessionId);
    },

    async close() {
      remembered.clear();
      await store.close();
    },
  };
}
