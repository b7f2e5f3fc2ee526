import { SqliteDatabase } from '../sqlite/sqlite-driver.js';

/**
 * The most documents a SQLite read store has written in one transaction (one commit), kept in its own file beside
 * the read models, in the table `store_stats`. Every projection batch is meant to stay under a bound, whatever the
 * number of answers a question has: this is how an operator, and the national benchmark, see that it does. Each
 * commit raises it, if it beats it, inside that commit: one small row written beside the documents.
 */
export const LARGEST_TRANSACTION_STAT = 'largest_transaction_documents';
export const CREATE_STORE_STATS = 'CREATE TABLE IF NOT EXISTS store_stats (name TEXT PRIMARY KEY, value INTEGER NOT NULL)';
export const RECORD_LARGEST_TRANSACTION = `INSERT INTO store_stats (name, value) VALUES ('${LARGEST_TRANSACTION_STAT}', ?)
  ON CONFLICT (name) DO UPDATE SET value = max(value, excluded.value)`;
export const READ_LARGEST_TRANSACTION = `SELECT value FROM store_stats WHERE name = '${LARGEST_TRANSACTION_STAT}'`;

/** The largest transaction recorded in a read-model file (0 when none yet); `reset` starts the count again. */
export function largestReadStoreTransaction(file: string, options: { reset?: boolean } = {}): number {
  const db = new SqliteDatabase(file);
  try {
    db.exec(CREATE_STORE_STATS);
    const value = db.prepare<[], number>(READ_LARGEST_TRANSACTION).pluck().get() ?? 0;
    if (options.reset) db.prepare(`DELETE FROM store_stats WHERE name = '${LARGEST_TRANSACTION_STAT}'`).run();
    return value;
  } finally {
    db.close();
  }
}
