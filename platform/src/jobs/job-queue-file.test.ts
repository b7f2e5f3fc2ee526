import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SqliteDatabase } from '../sqlite/sqlite-driver.js';
import { prepareJobQueueFile } from './job-queue-file.js';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

function prepared(options: { syncEveryCommit?: boolean }) {
  dir = mkdtempSync(join(tmpdir(), 'iec-bets-queue-file-'));
  const db = new SqliteDatabase(join(dir, 'jobs.sqlite'));
  prepareJobQueueFile(db, options);
  return db;
}

// A power cut cannot be staged in a test; what decides whether a commit survives one is the file's sync setting,
// which in WAL mode syncs every commit only at FULL (2), and at NORMAL (1) leaves the last ones to the next sync.
describe("the embedded job queue's file", () => {
  it('syncs every commit before it returns for a queue whose producer checkpoints past what it adds', () => {
    const db = prepared({ syncEveryCommit: true });
    try {
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(db.pragma('synchronous', { simple: true })).toBe(2);
    } finally {
      db.close();
    }
  });

  it('leaves the last commits to the next sync otherwise, where a lost commit only runs a job again', () => {
    const db = prepared({});
    try {
      expect(db.pragma('synchronous', { simple: true })).toBe(1);
    } finally {
      db.close();
    }
  });
});
