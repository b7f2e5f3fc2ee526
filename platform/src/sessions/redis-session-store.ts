import { pino, type Logger } from 'pino';
import { answersPing, closeRedisConnection, isConnected, openRedisConnection } from '../redis/redis-connection.js';
import { z } from 'zod';
import { assertNewSession, newSessionId } from './session-id.js';
import { isSessionEndReason, type Session, type SessionEndReason, type SessionStore } from './session-store.js';

/**
 * Deletes every session key named in the set KEYS[1] (each ARGV[1] .. id) but the one ARGV[4] names, leaving in the
 * place of each a key ARGV[2] .. id that holds the reason ARGV[3] for as long as the session had left. The set is
 * then deleted, or, when a session is kept, left holding that one alone.
 */
const REVOKE_ALL_OF_SCRIPT = `
for _, id in ipairs(redis.call('SMEMBERS', KEYS[1])) do
  if id ~= ARGV[4] then
    local left = redis.call('PTTL', ARGV[1] .. id)
    if left > 0 then redis.call('SET', ARGV[2] .. id, ARGV[3], 'PX', left) end
    redis.call('DEL', ARGV[1] .. id)
    redis.call('SREM', KEYS[1], id)
  end
end
if ARGV[4] == '' then return redis.call('DEL', KEYS[1]) end
return 0
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
  /** Why a session was ended, kept as long as it would have lived: the reason alone, nothing about the person. */
  const endKey = (sessionId: string) => `ended-session:${sessionId}`;
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

    async revokeAllOf(userId: string, reason: SessionEndReason, options: { keep?: string } = {}): Promise<void> {
      // One script, so that Redis runs it whole: read and then deleted in two commands, a session made in between
      // (a log-in racing an account's deletion) would lose its place in the set and keep its key, out of reach of
      // every later revocation. A session id is never empty, so '' as the one to keep keeps none.
      await redis.eval(REVOKE_ALL_OF_SCRIPT, 1, userKey(userId), key(''), endKey(''), reason, options.keep ?? '');
    },

    async endOf(sessionId: string): Promise<SessionEndReason | null> {
      if (typeof sessionId !== 'string' || sessionId === '') return null;
      const reason = await redis.get(endKey(sessionId));
      return isSessionEndReason(reason) ? reason : null;
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
