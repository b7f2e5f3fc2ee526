import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { SqliteDatabase } from '../sqlite/sqlite-driver.js';
import { assertNewSession, newSessionId } from './session-id.js';
import { isSessionEndReason, type Session, type SessionEndReason, type SessionStore } from './session-store.js';

interface SessionRow {
  id: string;
  user_id: string;
  created_at: number;
  expires_at: number;
}

/**
 * Every commit of the sessions file is synced before it returns (`synchronous = FULL`): a sign-out, or the end of
 * every session of an account being deleted, must not come back to life after a power cut, as the last commits of
 * a file at NORMAL can. Sessions are written at sign-in and sign-out, and a read deletes only an expired session it
 * meets (once each), so the sync costs nothing on the paths that carry load.
 */
export function prepareSessionsFile(db: SqliteDatabase): void {
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
}

/**
 * Sessions in a SQLite file (embedded setup). Expired rows are deleted when met and swept on each new session,
 * so the table never holds more than the sessions of one lifetime. So are the reasons remembered for sessions ended
 * by an account's deletion or a password change (`ended_sessions`: the id, the reason and when the session would have
 * expired, nothing about the person).
 */
export function openSqliteSessionStore(options: { file: string }): SessionStore {
  mkdirSync(dirname(options.file), { recursive: true });
  const db = new SqliteDatabase(options.file);
  prepareSessionsFile(db);
  db.exec(`
    CREATE TABLE IF NOT EXISTS sessions (
      id TEXT PRIMARY KEY,
      user_id TEXT NOT NULL,
      created_at INTEGER NOT NULL,
      expires_at INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS sessions_expires_at ON sessions (expires_at);
    CREATE INDEX IF NOT EXISTS sessions_user_id ON sessions (user_id);
    CREATE TABLE IF NOT EXISTS ended_sessions (
      id TEXT PRIMARY KEY,
      reason TEXT NOT NULL,
      expires_at INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS ended_sessions_expires_at ON ended_sessions (expires_at);
  `);
  const insert = db.prepare<[string, string, number, number]>(
    'INSERT INTO sessions (id, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
  );
  const select = db.prepare<[string], SessionRow>('SELECT * FROM sessions WHERE id = ?');
  const remove = db.prepare<[string]>('DELETE FROM sessions WHERE id = ?');
  const sweep = db.prepare<[number]>('DELETE FROM sessions WHERE expires_at <= ?');
  // A session id is never empty, so '' as the one to keep keeps none.
  const rememberEndsOf = db.prepare<[SessionEndReason, string, string, number]>(
    `INSERT OR REPLACE INTO ended_sessions (id, reason, expires_at)
     SELECT id, ?, expires_at FROM sessions WHERE user_id = ? AND id != ? AND expires_at > ?`,
  );
  const removeAllOf = db.prepare<[string, string]>('DELETE FROM sessions WHERE user_id = ? AND id != ?');
  const selectEnd = db.prepare<[string], EndedSessionRow>('SELECT reason, expires_at FROM ended_sessions WHERE id = ?');
  const removeEnd = db.prepare<[string]>('DELETE FROM ended_sessions WHERE id = ?');
  const sweepEnds = db.prepare<[number]>('DELETE FROM ended_sessions WHERE expires_at <= ?');
  const selectLiveOf = db.prepare<[string, number], SessionRow>(
    'SELECT * FROM sessions WHERE user_id = ? AND expires_at > ? ORDER BY created_at, id',
  );

  return {
    async create(userId: string, ttlMs: number): Promise<Session> {
      assertNewSession(userId, ttlMs);
      const now = Date.now();
      const session = { id: newSessionId(), userId, createdAt: new Date(now), expiresAt: new Date(now + ttlMs) };
      db.transaction(() => {
        sweep.run(now);
        sweepEnds.run(now);
        insert.run(session.id, userId, now, now + ttlMs);
      }).immediate();
      return session;
    },

    async get(sessionId: string): Promise<Session | null> {
      if (typeof sessionId !== 'string' || sessionId === '') return null;
      const row = select.get(sessionId);
      if (!row) return null;
      if (row.expires_at <= Date.now()) {
        remove.run(sessionId);
        return null;
      }
      return toSession(row);
    },

    async revoke(sessionId: string): Promise<void> {
      remove.run(sessionId);
    },

    async revokeAllOf(userId: string, reason: SessionEndReason, options: { keep?: string } = {}): Promise<void> {
      const keep = options.keep ?? '';
      db.transaction(() => {
        rememberEndsOf.run(reason, userId, keep, Date.now());
        removeAllOf.run(userId, keep);
      }).immediate();
    },

    async endOf(sessionId: string): Promise<SessionEndReason | null> {
      if (typeof sessionId !== 'string' || sessionId === '') return null;
      const row = selectEnd.get(sessionId);
      if (!row) return null;
      if (row.expires_at <= Date.now()) {
        removeEnd.run(sessionId);
        return null;
      }
      return isSessionEndReason(row.reason) ? row.reason : null;
    },

    async liveSessionsOf(userId: string): Promise<Session[]> {
      return selectLiveOf.all(userId, Date.now()).map(toSession);
    },

    async close(): Promise<void> {
      if (db.open) db.close();
    },
  };
}

interface EndedSessionRow {
  reason: string;
  expires_at: number;
}

function toSession(row: SessionRow): Session {
  return { id: row.id, userId: row.user_id, createdAt: new Date(row.created_at), expiresAt: new Date(row.expires_at) };
}
