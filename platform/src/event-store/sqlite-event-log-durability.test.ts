import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { SqliteDatabase } from '../sqlite/sqlite-driver.js';
import { prepareEventLog } from './sqlite-event-log-schema.js';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

// A power cut cannot be staged in a test; what makes an acknowledged append survive one is that the commit is synced
// to disk before it returns, which SQLite does in WAL mode only with synchronous = FULL (2), not NORMAL (1).
it('syncs every commit of the event log to disk before the append is acknowledged', () => {
  dir = mkdtempSync(join(tmpdir(), 'iec-bets-durability-'));
  const db = new SqliteDatabase(join(dir, 'events.sqlite'));
  try {
    prepareEventLog(db);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('synchronous', { simple: true })).toBe(2);
  } finally {
    db.close();
  }
});
