import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteDatabase } from '../sqlite-driver.js';

/**
 * The journal mode and sync level a file gets from `prepare`, read from a fresh file in a temporary folder. A power
 * cut cannot be staged in a test; what decides whether a commit survives one is this setting: in WAL mode SQLite
 * syncs every commit only at FULL (2), and at NORMAL (1) leaves the last ones to the next sync.
 */
export function syncSettingOf(prepare: (db: SqliteDatabase) => void): { journalMode: unknown; synchronous: unknown } {
  const dir = mkdtempSync(join(tmpdir(), 'iec-bets-sync-setting-'));
  const db = new SqliteDatabase(join(dir, 'file.sqlite'));
  try {
    prepare(db);
    return { journalMode: db.pragma('journal_mode', { simple: true }), synchronous: db.pragma('synchronous', { simple: true }) };
  } finally {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
