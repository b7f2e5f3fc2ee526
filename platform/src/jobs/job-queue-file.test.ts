import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { SqliteDatabase } from '../sqlite/sqlite-driver.js';
import { prepareJobQueueFile } from './job-queue-file.js';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

// A power cut cannot be staged in a test; what decides whether a commit survives one is the file's sync setting,
// which in WAL mode syncs every commit only at FULL (2), and at NORMAL (1) leaves the last ones to the next sync.
it("syncs every commit of the embedded job queue's file before it returns", () => {
  dir = mkdtempSync(join(tmpdir(), 'iec-bets-queue-file-'));
  const db = new SqliteDatabase(join(dir, 'jobs.sqlite'));
  try {
    prepareJobQueueFile(db);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('synchronous', { simple: true })).toBe(2);
  } finally {
    db.close();
  }
});
