import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqliteEventStore, openSqliteReadStore, type EventStore, type ReadStore } from '@iec-bets/platform';
import { onTestFinished } from 'vitest';

/** A fresh directory for one test's SQLite files, removed when the test ends. */
export function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'iec-projector-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A real SQLite read store in a fresh file, closed when the test ends. */
export function openTempReadStore(dir = tempDir()): ReadStore {
  const store = openSqliteReadStore({ file: join(dir, 'read-models.sqlite') });
  onTestFinished(() => store.close());
  return store;
}

/** A real SQLite event store in a fresh file, closed when the test ends. */
export function openTempEventStore(dir = tempDir()): EventStore {
  const store = openSqliteEventStore({ file: join(dir, 'events.sqlite') });
  onTestFinished(() => store.close());
  return store;
}
