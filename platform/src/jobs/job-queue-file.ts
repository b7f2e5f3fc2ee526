import type { SqliteDatabase } from '../sqlite/sqlite-driver.js';

/**
 * Readies the embedded queue's file: its settings and its one table, a job a row.
 *
 * With WAL, `synchronous = NORMAL` loses at most the last transactions on a power cut, never consistency: a job that
 * ran then runs again. A job that was added is lost, though, and a producer that moves a checkpoint of its own past
 * what it added (the notifier's reactor, adding a fan-out) would keep the checkpoint and lose the job. Such a queue
 * syncs every commit to disk before it returns (`syncEveryCommit`); its commits are few (one a fan-out and page).
 */
export function prepareJobQueueFile(db: SqliteDatabase, options: { syncEveryCommit?: boolean } = {}): void {
  db.pragma('journal_mode = WAL');
  db.pragma(options.syncEveryCommit ? 'synchronous = FULL' : 'synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  // 2 MB of page cache, not the driver's 16 MB: jobs are added at the end and claimed from the front, so a page is
  // used a few times while it is hot, and a bigger cache only grew the process by its size during a fan-out.
  db.pragma('cache_size = -2000');
  // A delivery's data holds an address or a push endpoint, dropped when the job completes: overwritten with zeros
  // where that costs no extra write, as in the read store, rather than left in free pages for a copy of the file.
  db.pragma('secure_delete = FAST');
  db.exec(`
    CREATE TABLE IF NOT EXISTS jobs (
      seq INTEGER PRIMARY KEY,
      id TEXT NOT NULL UNIQUE,
      state TEXT NOT NULL,
      at INTEGER NOT NULL,
      attempts_made INTEGER NOT NULL DEFAULT 0,
      data TEXT,
      error TEXT
    );
    CREATE INDEX IF NOT EXISTS jobs_by_state ON jobs (state, at);
  `);
}
