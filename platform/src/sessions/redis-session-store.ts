import { pino, type Logger } from 'pino';
import { answersPing, closeRedisConnection, isConnected, openRedisConnection } from '../redis/redis-connection.js';
import { z } from 'zod';
import { assertNewSession, newSessionId } from './session-id.js';
import type { Session, SessionStore } from './session-store.js';

/** Deletes every session key named in the set KEYS[1] (each ARGV[1] .. id), then the set itself. */
const REVOKE_ALL_OF_SCRIPT = `
for _, id in ipairs(redis.call('SMEMBERS', KEYS[1])) do redis.call('DEL', ARGV[1] .. id) end
return redis.call('DEL', KEYS[1])
`;

const StoredSession = z.object({ userId: z.string(), createdAt: z.number(), expiresAt: z.number() });

/**
 * Sessions in Redis (distributed setup): one key per session whose TTL is the session's lifetime, so Redis
 * forgets expired sessions by itself and every replica of every service sees a revoke at once.
 */
export function openRedisSessionStore(options: {
  url: string;
  /** Shown by CLIENT LIST, to tell the processes apart. */
  connectionName?: string;
  logger?: Logger;
}): SessionStore {
  const logger = options.logger ?? pino({ name: 'redis-session-store' });
  const redis = openRedisConnection({ ...options, logger, purpose: 'sessions', failFast: true });
  const key = (sessionId: string) => `session:${sessionId}`;
  /** The ids of a user's sessions, so that all of them can be ended together; it lives as long as the newest. */
  const userKey = (userId: string) => `user-sessions:${userId}`;

  /** A stored session as the port gives it, or null when it is gone, unreadable or past its deadline. */
  function toSession(sessionId: string, text: string | null): Session | null {
    if (text === null) return null;
    const parsed = StoredSession.safeParse(safeJson(text));
    if (!parsed.success) {
      logger.warn('Ignoring a stored session that is not readable');
      return null;
    }
    const { userId, createdAt, expiresAt } = parsed.data;
    // Redis expires keys a little late at times; the session's own deadline is what counts.
    if (expiresAt <= Date.now()) return null;
    return { id: sessionId, userId, createdAt: new Date(createdAt), expiresAt: new Date(expiresAt) };
  }

  return {
    async create(userId: string, ttlMs: number): Promise<Session> {
      assertNewSession(userId, ttlMs);
      const now = Date.now();
      const session = { id: newSessionId(), userId, createdAt: new Date(now), expiresAt: new Date(now + ttlMs) };
      const stored: z.infer<typeof StoredSession> = { userId, createdAt: now, expiresAt: now + ttlMs };
      await redis
        .multi()
        .set(key(session.id), JSON.stringify(stored), 'PX', ttlMs)
        .sadd(userKey(userId), session.id)
        .pexpire(userKey(userId), ttlMs, 'GT')
        .pexpire(userKey(userId), ttlMs, 'NX')
        .exec();
      return session;
    },

    async get(sessionId: string): Promise<Session | null> {
      if (typeof sessionId !== 'string' || sessionId === '') return null;
      return toSession(sessionId, await redis.get(key(sessionId)));
    },

    async revoke(sessionId: string): Promise<void> {
      await redis.del(key(sessionId));
    },

    async revokeAllOf(userId: string): Promise<void> {
      // One script, so that Redis runs it whole: read and then deleted in two commands, a session made in between
      // (a log-in racing an account's deletion) would lose its place in the set and keep its key, out of reach of
      // every later revocation.
      await redis.eval(REVOKE_ALL_OF_SCRIPT, 1, userKey(userId), key(''));
    },

    async liveSessionsOf(userId: string): Promise<Session[]> {
      const ids = await redis.smembers(userKey(userId));
      if (ids.length === 0) return [];
      const texts = await redis.mget(...ids.map(key));
      // The set keeps the ids of sessions revoked or expired since; their keys are gone.
      const live = ids.flatMap((id, index) => toSession(id, texts[index] ?? null) ?? []);
      return live.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
    },

    isReachable: () => isConnected(redis),
    isResponsive: () => answersPing(redis),

    async close(): Promise<void> {
      await closeRedisConnection(redis);
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
