import type { SqliteDatabase } from '../sqlite/sqlite-driver.js';

/**
 * Readies the embedded queue's file: its settings and its one table, a job a row.
 *
 * Every commit is synced to disk before it returns (`synchronous = FULL`). At NORMAL a power cut loses the last
 * commits, and an add lost that way is an alert never sent: the reactor saves its checkpoint past each fan-out it
 * adds, and a fan-out completes once it has added its deliveries, each in another file than the jobs it added. The
 * commits are few (an add is a page of jobs, a pump's outcomes one commit): at 20,000 recipients the deliveries ran
 * at 2,018 and 2,044 a second with it against 2,030 without (2026-12-02).
 */
export function prepareJobQueueFile(db: SqliteDatabase): void {
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
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
  // How often the job's worker stopped while running it (see MAX_STALLS); files written before it start at 0.
  const columns = db.prepare<[], { name: string }>('PRAGMA table_info(jobs)').all();
  if (!columns.some((column) => column.name === 'stalls')) db.exec('ALTER TABLE jobs ADD COLUMN stalls INTEGER NOT NULL DEFAULT 0');
}
