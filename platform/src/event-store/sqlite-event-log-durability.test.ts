import type { DomainEvent } from '@iec-bets/contracts';
import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SqliteDatabase } from '../sqlite/sqlite-driver.js';
import type { EventStore } from './event-store.js';
import { prepareEventLog } from './sqlite-event-log-schema.js';
import { openSqliteEventStore } from './sqlite-event-store.js';

/**
 * A power cut cannot be staged in a test; what makes an acknowledged append survive one is that its commit is on
 * disk before the append resolves. The log commits into its WAL file, and the store syncs that file before it
 * acknowledges: these tests hold the sync back and watch the acknowledgement wait for it.
 */
let dir: string;
let store: EventStore;
let syncs: Array<{ file: string; finish: () => void }>;

const metadata = { actorId: null, correlationId: 'c', causationId: null, occurredAt: '2026-11-24T10:00:00.000Z' };
const published = (questionId: string): DomainEvent => ({ type: 'QuestionPublished', data: { questionId } });
const append = (questionId: string) => store.append(`question-${questionId}`, [published(questionId)], { expectedRevision: 'any', metadata });

/** Whether the promise has settled, after every pending callback of this turn has run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((resolve) => setImmediate(resolve));
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'iec-bets-durability-'));
  syncs = [];
  store = openSqliteEventStore({
    file: join(dir, 'events.sqlite'),
    syncWal: (file) => new Promise<void>((resolve) => syncs.push({ file, finish: resolve })),
  });
});
afterEach(async () => {
  syncs.forEach((sync) => sync.finish());
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('acknowledging an append only once it is on disk', () => {
  it('writes into a WAL file, and syncs that file before an append resolves', async () => {
    const appended = append('q1');
    expect(await settled(appended)).toBe(false);
    expect(syncs.map((sync) => sync.file)).toEqual([join(realpathSync(dir), 'events.sqlite-wal')]);
    syncs[0]!.finish();
    expect(await appended).toMatchObject({ position: 1 });
  });

  it('syncs once for the appends of one turn, and again for those that arrive while a sync is under way', async () => {
    const first = [append('q1'), append('q2')];
    await settled(first[0]!);
    expect(syncs).toHaveLength(1);
    // Written after the running sync began: that sync does not cover it, so it waits for the next.
    const late = append('q3');
    await settled(late);
    expect(syncs).toHaveLength(1);
    syncs[0]!.finish();
    await Promise.all(first);
    expect(await settled(late)).toBe(false);
    expect(syncs).toHaveLength(2);
    syncs[1]!.finish();
    expect(await late).toMatchObject({ position: 3 });
  });

  it('keeps the file in WAL mode', () => {
    const db = new SqliteDatabase(join(dir, 'other.sqlite'));
    try {
      prepareEventLog(db);
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    } finally {
      db.close();
    }
  });
});
