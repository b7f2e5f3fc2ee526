import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteDatabase, sqliteDriverPath } from '../sqlite/sqlite-driver.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CURRENT_SCHEMA_VERSION, type DomainEvent, type RecordedEvent } from '@iec-bets/contracts';
import type { EventStore, EventSubscription, ScannedBatch } from './event-store.js';
import { openSqliteEventStore } from './sqlite-event-store.js';
import { describeEventStoreContract } from './test-support/event-store-contract.js';
import { adminGranted, questionPublished, sampleMetadata } from './test-support/sample-events.js';

describeEventStoreContract('SQLite', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'iec-bets-events-'));
  const store = openSqliteEventStore({ file: join(dir, 'events.db') });
  return {
    store,
    cleanup: async () => {
      await store.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
});

describe('SQLite event store', () => {
  let dir: string;
  let file: string;
  const opened: EventStore[] = [];

  function open(options: Partial<Parameters<typeof openSqliteEventStore>[0]> = {}): EventStore {
    const store = openSqliteEventStore({ file, ...options });
    opened.push(store);
    return store;
  }

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'iec-bets-events-'));
    file = join(dir, 'events.db');
  });

  afterEach(async () => {
    await Promise.all(opened.splice(0).map((store) => store.close()));
    await rm(dir, { recursive: true, force: true });
  });

  it('numbers the log from 1, with 0 as the head of an empty log', async () => {
    const store = open();
    expect(await store.headPosition()).toBe(0);

    await store.append('question-q1', [questionPublished('q1'), questionPublished('q1')], {
      expectedRevision: 'no_stream',
      metadata: sampleMetadata(),
    });

    expect((await store.readAll({ after: 0, limit: 10 })).map((event) => event.position)).toEqual([1, 2]);
    expect(await store.headPosition()).toBe(2);
  });

  it('keeps its events when the file is opened again', async () => {
    const first = open();
    await first.append('user-u1', [adminGranted('u1')], { expectedRevision: 'no_stream', metadata: sampleMetadata() });
    await first.close();

    const again = open();

    expect(await again.readStream('user-u1')).toMatchObject([{ type: 'AdminGranted', data: { userId: 'u1' } }]);
  });

  it('refuses an event that does not match its schema, and appends nothing of its batch', async () => {
    const store = open();
    const malformed = { type: 'AdminGranted', data: { user: 'u1' } } as unknown as DomainEvent;

    await expect(
      store.append('user-u1', [adminGranted('u1'), malformed], { expectedRevision: 'any', metadata: sampleMetadata() }),
    ).rejects.toThrow();

    expect(await store.headPosition()).toBe(0);
  });

  it('reads a stream afresh once another connection has appended to it, though it read it before', async () => {
    const first = open();
    const second = open();
    await first.append('question-q1', [questionPublished('q1')], { expectedRevision: 'no_stream', metadata: sampleMetadata() });
    expect(await first.readStream('question-q1')).toHaveLength(1);
    expect(await first.readStream('question-q1')).toHaveLength(1);

    await second.append('question-q1', [questionPublished('q1')], { expectedRevision: 0, metadata: sampleMetadata() });
    expect((await first.readStream('question-q1')).map((event) => event.revision)).toEqual([0, 1]);
    await first.append('question-q1', [questionPublished('q1')], { expectedRevision: 1, metadata: sampleMetadata() });
    expect((await first.readStream('question-q1')).map((event) => event.revision)).toEqual([0, 1, 2]);
  });

  it("reads a decision's context afresh once the turn in which another connection appended to it is over", async () => {
    const first = open();
    const second = open();
    await first.append('question-q1', [questionPublished('q1')], { expectedRevision: 'no_stream', metadata: sampleMetadata() });
    expect(await first.readStream('question-q1', { freshness: 'turn' })).toHaveLength(1);

    await second.append('question-q1', [questionPublished('q1')], { expectedRevision: 0, metadata: sampleMetadata() });
    await new Promise((resolve) => setImmediate(resolve));

    expect((await first.readStream('question-q1', { freshness: 'turn' })).map((event) => event.revision)).toEqual([0, 1]);
    // Its own appends it sees at once, in any turn.
    await first.append('question-q1', [questionPublished('q1')], { expectedRevision: 1, metadata: sampleMetadata() });
    expect((await first.readStream('question-q1', { freshness: 'turn' })).map((event) => event.revision)).toEqual([0, 1, 2]);
  });

  it('hands out the events of a stream as a list no reader can change under the others', async () => {
    const store = open();
    await store.append('question-q1', [questionPublished('q1')], { expectedRevision: 'no_stream', metadata: sampleMetadata() });
    const events = await store.readStream('question-q1');
    expect(() => events.push(events[0]!)).toThrow(TypeError);
    expect(await store.readStream('question-q1')).toHaveLength(1);
  });

  it('wakes a subscription at once when another store instance of this process appends to the file', async () => {
    const reader = open({ pollIntervalMs: 60_000 });
    const writer = open();
    const subscription = reader.subscribeAll({ after: 0 });
    const iterator = subscription[Symbol.asyncIterator]();
    const firstBatch = iterator.next();
    await new Promise((resolve) => setTimeout(resolve, 20));

    await writer.append('question-q1', [questionPublished('q1')], {
      expectedRevision: 'no_stream',
      metadata: sampleMetadata(),
    });

    const batch = await withTimeout(firstBatch, 1_000);
    expect(batch.done).toBe(false);
    expect((batch.value as RecordedEvent[]).map((event) => event.streamId)).toEqual(['question-q1']);
    await subscription.close();
  });

  it('sees appends made by another process by polling the file', async () => {
    const reader = open({ pollIntervalMs: 100 });
    const subscription = reader.subscribeAll({ after: 0 });
    const firstBatch = subscription[Symbol.asyncIterator]().next();
    // A fresh copy of the module graph shares nothing in memory with the reader, as another process would.
    vi.resetModules();
    const elsewhere = await import('./sqlite-event-store.js');
    const otherProcessStore = elsewhere.openSqliteEventStore({ file });
    opened.push(otherProcessStore);
    await new Promise((resolve) => setTimeout(resolve, 20));

    await otherProcessStore.append('question-q1', [questionPublished('q1')], {
      expectedRevision: 'no_stream',
      metadata: sampleMetadata(),
    });

    const batch = await withTimeout(firstBatch, 2_000);
    expect((batch.value as RecordedEvent[]).map((event) => event.data)).toEqual([{ questionId: 'q1' }]);
    await subscription.close();
  });

  it('waits for a write transaction of another process, then checks the revision against what it wrote', async () => {
    const store = open();
    // The other process takes the write lock, appends revision 0 of the stream, and holds the lock a moment.
    const otherProcess = spawn(
      process.execPath,
      [
        '-e',
        `const Database = require(process.argv[1]);
         const db = new Database(process.argv[2]);
         db.exec('BEGIN IMMEDIATE');
         db.prepare('INSERT INTO events (id, stream_id, revision, type, data, metadata) VALUES (?, ?, ?, ?, ?, ?)')
           .run(process.argv[3], 'user-u1', 0, 'AdminGranted', '{"userId":"u1"}', process.argv[4]);
         console.log('locked');
         setTimeout(() => { db.exec('COMMIT'); db.close(); }, 300);`,
        sqliteDriverPath,
        file,
        '0c2f6a3e-5b7d-4e8f-9a1b-2c3d4e5f6a7b',
        JSON.stringify({ ...sampleMetadata(), schemaVersion: 1 }),
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const exited = once(otherProcess, 'exit');
    await once(otherProcess.stdout, 'data');

    const result = await store.append('user-u1', [adminGranted('u1')], {
      expectedRevision: 0,
      metadata: sampleMetadata(),
    });

    await exited;
    expect(result).toEqual({ revision: 1, position: 2 });
    expect((await store.readStream('user-u1')).map((event) => event.revision)).toEqual([0, 1]);
  });

  it('upcasts an event stored under an older schema version when reading it', async () => {
    // As an earlier release of the product wrote it: AdminGranted v1 named the user `user`.
    open();
    const raw = new SqliteDatabase(file);
    raw
      .prepare('INSERT INTO events (id, stream_id, revision, type, data, metadata) VALUES (?, ?, ?, ?, ?, ?)')
      .run(
        '6f1d5c3e-8a0b-4f5e-9a57-3b1f2d6c9e01',
        'user-u1',
        0,
        'AdminGranted',
        JSON.stringify({ user: 'u1' }),
        JSON.stringify({ ...sampleMetadata(), schemaVersion: 1 }),
      );
    raw.close();
    const currentVersion = CURRENT_SCHEMA_VERSION.AdminGranted;
    CURRENT_SCHEMA_VERSION.AdminGranted = 2;
    try {
      const store = open({
        upcasters: { AdminGranted: { 1: ({ user, ...rest }) => ({ ...rest, userId: user }) } },
      });

      const [fromStream] = await store.readStream('user-u1');
      const [fromLog] = await store.readAll({ after: 0, limit: 10 });

      expect(fromStream).toMatchObject({ type: 'AdminGranted', data: { userId: 'u1' }, metadata: { schemaVersion: 1 } });
      expect(fromLog).toEqual(fromStream);
    } finally {
      CURRENT_SCHEMA_VERSION.AdminGranted = currentVersion;
    }
  });

  it('scans a long run of other events for some types in steps, each a batch that only moves the reach on', async () => {
    const store = openSqliteEventStore({ file });
    opened.push(store);
    const metadata = sampleMetadata();
    // Election night in small: more answers (grants here) between two questions than one scan looks over (50,000).
    const grants = Array.from({ length: 60_000 }, (_, index) => ({
      streamId: `user-${index}`,
      events: [adminGranted(`u${index}`)],
      options: { expectedRevision: 'no_stream' as const, metadata },
    }));
    await store.appendMany(grants);
    const lastGrant = await store.headPosition();
    const { position: question } = await store.append('question-night', [questionPublished('night')], {
      expectedRevision: 'no_stream',
      metadata,
    });

    const scan = store.scanByType({ after: 0, types: ['QuestionPublished'] });
    const iterator = scan[Symbol.asyncIterator]();
    const batches: ScannedBatch[] = [];
    try {
      while (batches.at(-1)?.through !== question) {
        const next = await withTimeout(iterator.next(), 5_000);
        if (next.done) throw new Error('The scan ended');
        batches.push(next.value);
      }
    } finally {
      await scan.close();
    }

    expect(batches.map(({ events, through }) => [events.map((event) => event.position), through])).toEqual([
      [[], 50_000],
      [[question], question],
    ]);
    expect(question).toBe(lastGrant + 1);
  });

  it('ends the subscriptions of a store when the store is closed', async () => {
    const store = openSqliteEventStore({ file });
    const subscription: EventSubscription = store.subscribeAll({ after: 0 });
    const waiting = subscription[Symbol.asyncIterator]().next();

    await store.close();

    expect(await withTimeout(waiting, 1_000)).toEqual({ done: true, value: undefined });
  });
});

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
