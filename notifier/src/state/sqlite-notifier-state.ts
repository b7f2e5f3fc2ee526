import { SqliteDatabase } from '@iec-bets/platform';
import { DELIVERED_MARK_TTL_MS, type NotifierState } from './notifier-state.js';

/** The embedded setup's notifier state: a SQLite file of its own in DATA_DIR, untouched by `iec-bets replay`. */
export function openSqliteNotifierState(options: { file: string; now?: () => number }): NotifierState {
  const now = options.now ?? Date.now;
  const db = new SqliteDatabase(options.file);
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  // 2 MB of page cache, not the driver's 16 MB: a delivered mark is written once and looked up about once, so
  // pages are not reused enough to be worth the memory during a fan-out of every user.
  db.pragma('cache_size = -2000');
  db.exec(`
    CREATE TABLE IF NOT EXISTS checkpoint (id INTEGER PRIMARY KEY CHECK (id = 1), position INTEGER NOT NULL);
    CREATE TABLE IF NOT EXISTS delivered (job_id TEXT PRIMARY KEY, at INTEGER NOT NULL) WITHOUT ROWID;
    -- The prune every thousand marks reads only the marks past their time: without it, each read all of them, a
    -- million a day at national scale, two thousand times a day.
    CREATE INDEX IF NOT EXISTS delivered_by_time ON delivered (at);
  `);
  const readCheckpoint = db.prepare<[], number>('SELECT position FROM checkpoint WHERE id = 1').pluck();
  const writeCheckpoint = db.prepare<[number]>(
    'INSERT INTO checkpoint (id, position) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET position = excluded.position',
  );
  const findMark = db.prepare<[string], number>('SELECT 1 FROM delivered WHERE job_id = ?').pluck();
  const writeMark = db.prepare<[string, number]>('INSERT OR IGNORE INTO delivered (job_id, at) VALUES (?, ?)');
  const dropOldMarks = db.prepare<[number]>('DELETE FROM delivered WHERE at < ?');
  let marksSincePrune = 0;

  return {
    async checkpoint() {
      return readCheckpoint.get() ?? null;
    },
    async saveCheckpoint(position) {
      writeCheckpoint.run(position);
    },
    async wasDelivered(jobId) {
      return findMark.get(jobId) !== undefined;
    },
    async markDelivered(jobId) {
      writeMark.run(jobId, now());
      if (++marksSincePrune >= 1000) {
        marksSincePrune = 0;
        dropOldMarks.run(now() - DELIVERED_MARK_TTL_MS);
      }
    },
    async close() {
      if (db.open) db.close();
    },
  };
}
