import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteDatabase } from '../sqlite/sqlite-driver.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DomainEvent, RecordedEvent } from '@iec-bets/contracts';
import type { EventStore, ScannedBatch } from '../event-store/event-store.js';
import { openSqliteEventStore } from '../event-store/sqlite-event-store.js';
import { adminGranted, questionPublished, sampleMetadata } from '../event-store/test-support/sample-events.js';
import { startConsumer, type Consumer, type ConsumerLogger, type ConsumerOptions } from './consumer.js';

const fastRetry = { initialDelayMs: 5, maxDelayMs: 20 };

describe('consumer', () => {
  let dir: string;
  let store: EventStore;
  const started: Consumer[] = [];

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'iec-bets-consumer-'));
    store = openSqliteEventStore({ file: join(dir, 'events.db') });
  });

  afterEach(async () => {
    await Promise.all(started.splice(0).map((consumer) => consumer.stop()));
    await store.close();
    await rm(dir, { recursive: true, force: true });
  });

  function start(options: Partial<ConsumerOptions> & Pick<ConsumerOptions, 'handleBatch'>): Consumer {
    const consumer = startConsumer({
      name: 'test',
      eventStore: store,
      startAfter: async () => 0,
      retry: fastRetry,
      logger: recordingLogger().logger,
      ...options,
    });
    started.push(consumer);
    return consumer;
  }

  /** Appends `count` events, each to a new stream; returns the last one's position. */
  async function appendEach(count: number, prefix: string, kind: 'question' | 'user', event: (id: string) => DomainEvent): Promise<number> {
    let position = 0;
    for (let i = 0; i < count; i++) {
      ({ position } = await store.append(`${kind}-${prefix}${i}`, [event(`${prefix}${i}`)], {
        expectedRevision: 'no_stream',
        metadata: sampleMetadata(),
      }));
    }
    return position;
  }

  const appendQuestions = (count: number, prefix = 'q') => appendEach(count, prefix, 'question', questionPublished);

  it('hands over the log in order, in batches, from just after the start position', async () => {
    await appendQuestions(25);
    const batches: RecordedEvent[][] = [];
    const advances: number[] = [];

    const consumer = start({
      startAfter: async () => 5,
      batchSize: 10,
      handleBatch: async (events) => {
        batches.push(events);
      },
    });
    consumer.onAdvance((position) => advances.push(position));
    await consumer.caughtUp();

    expect(batches.flat().map((event) => event.position)).toEqual(range(6, 25));
    for (const batch of batches) expect(batch.length).toBeLessThanOrEqual(10);
    expect(advances).toEqual(batches.map((batch) => batch.at(-1)!.position));
    expect(consumer.position()).toBe(25);
  });

  it('catches up on what was in the log at start, then follows new events', async () => {
    const head = await appendQuestions(1_200);
    const handled: number[] = [];
    const consumer = start({
      batchSize: 100,
      handleBatch: async (events) => {
        handled.push(...events.map((event) => event.position));
      },
    });

    await consumer.caughtUp();
    expect(handled).toEqual(range(1, head));

    const later = await appendQuestions(3, 'later');
    expect(await consumer.waitFor(later, 2_000)).toBe(true);
    expect(handled).toEqual(range(1, later));
  });

  it("lets the thread's timers run between the batches of a catch-up that never waits for I/O", async () => {
    // The SQLite log reads and a synchronous store write without ever leaving the microtask queue: a timer (the
    // projector's lease renewal) would otherwise wait for the whole catch-up.
    await appendQuestions(30);
    const handled: number[] = [];
    let handledWhenTheTimerRan: number | undefined;
    const consumer = start({
      batchSize: 10,
      handleBatch: async (events) => {
        // Holds the thread as a SQLite commit does, long enough that the timer below is due after the first batch.
        const until = performance.now() + 5;
        while (performance.now() < until);
        handled.push(...events.map((event) => event.position));
      },
    });
    setTimeout(() => (handledWhenTheTimerRan = handled.length), 1);

    await consumer.caughtUp();

    expect(handled).toEqual(range(1, 30));
    expect(handledWhenTheTimerRan).toBeLessThan(30);
  });

  it('is caught up at once when there is nothing to catch up on', async () => {
    const consumer = start({ handleBatch: async () => undefined });

    await consumer.caughtUp();

    expect(consumer.position()).toBe(0);
  });

  it('tells whether a position is reached within a time limit', async () => {
    const position = await appendQuestions(3);
    const consumer = start({ handleBatch: async () => undefined });

    expect(await consumer.waitFor(position, 2_000)).toBe(true);
    expect(await consumer.waitFor(position + 1, 100)).toBe(false);

    const waiting = consumer.waitFor(position + 1, 2_000);
    await appendQuestions(1, 'next');
    expect(await waiting).toBe(true);
  });

  it('hands a failing batch over again, whole, until it succeeds, and logs each failure', async () => {
    await appendQuestions(6);
    const { logger, errors } = recordingLogger();
    const attempts: number[][] = [];
    let failuresLeft = 2;
    const consumer = start({
      batchSize: 3,
      logger,
      handleBatch: async (events) => {
        attempts.push(events.map((event) => event.position));
        if (events[0]!.position === 4 && failuresLeft-- > 0) throw new Error('read store unavailable');
      },
    });

    await consumer.caughtUp();

    expect(attempts).toEqual([
      [1, 2, 3],
      [4, 5, 6],
      [4, 5, 6],
      [4, 5, 6],
    ]);
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatchObject({ details: { consumer: 'test', attempt: 1 } });
    expect(String(errors[0]!.details.err)).toContain('read store unavailable');
    expect(consumer.position()).toBe(6);
  });

  it('finishes the batch in hand when stopped, then hands over nothing more', async () => {
    await appendQuestions(4);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const handled: number[] = [];
    let batchStarted!: () => void;
    const inHand = new Promise<void>((resolve) => (batchStarted = resolve));
    const consumer = start({
      batchSize: 2,
      handleBatch: async (events) => {
        batchStarted();
        await gate;
        handled.push(...events.map((event) => event.position));
      },
    });
    await inHand;

    let stopped = false;
    const stopping = consumer.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stopped).toBe(false);
    release();
    await stopping;
    await appendQuestions(2, 'after');
    await new Promise((resolve) => setTimeout(resolve, 300));

    expect(handled).toEqual([1, 2]);
    expect(consumer.position()).toBe(2);
  });

  it('stops without waiting out the retries of a batch that keeps failing', async () => {
    await appendQuestions(2);
    let attempts = 0;
    let failedOnce!: () => void;
    const failing = new Promise<void>((resolve) => (failedOnce = resolve));
    const consumer = start({
      retry: { initialDelayMs: 60_000, maxDelayMs: 60_000 },
      handleBatch: async () => {
        attempts++;
        failedOnce();
        throw new Error('always fails');
      },
    });
    await failing;

    const before = Date.now();
    await consumer.stop();

    expect(Date.now() - before).toBeLessThan(1_000);
    expect(attempts).toBe(1);
    expect(consumer.position()).toBe(0);
    await expect(consumer.caughtUp()).rejects.toThrow(/stopped before catching up/);
  });

  it('resumes from the checkpoint saved with the last batch: nothing handled twice, nothing missed', async () => {
    await appendQuestions(300);
    const readModel = openReadModel(join(dir, 'read-model.db'));
    try {
      const first = start({
        name: 'projector',
        batchSize: 20,
        startAfter: async () => readModel.checkpoint(),
        handleBatch: async (events) => {
          readModel.apply(events);
          await new Promise((resolve) => setImmediate(resolve));
        },
      });
      expect(await first.waitFor(100, 5_000)).toBe(true);
      await first.stop();
      const stoppedAt = first.position();
      expect(stoppedAt).toBeLessThan(300);
      expect(readModel.checkpoint()).toBe(stoppedAt);

      const head = await appendQuestions(50, 'meanwhile');
      const second = start({
        name: 'projector',
        batchSize: 20,
        startAfter: async () => readModel.checkpoint(),
        handleBatch: async (events) => readModel.apply(events),
      });
      await second.caughtUp();

      expect(readModel.appliedPositions()).toEqual(range(1, head));
    } finally {
      readModel.close();
    }
  });

  describe('reading only some types of event', () => {
    const appendGrants = (count: number, prefix: string) => appendEach(count, prefix, 'user', adminGranted);

    it('hands over only events of its types, and moves its position, and its saved place, past the others', async () => {
      await appendGrants(5, 'before');
      const first = await appendQuestions(1, 'wanted');
      await appendGrants(3, 'between');
      const question = await appendQuestions(1, 'also-wanted');
      const head = await appendGrants(30, 'after');
      const handled: RecordedEvent[] = [];
      const saved: number[] = [];

      const consumer = start({
        eventTypes: ['QuestionPublished'],
        batchSize: 1,
        handleBatch: async (events, through) => {
          handled.push(...events);
          saved.push(through);
        },
      });
      await consumer.caughtUp();

      expect(handled.map((event) => [event.type, event.position])).toEqual([
        ['QuestionPublished', first],
        ['QuestionPublished', question],
      ]);
      // The grants after the question were never handed over, yet the consumer is past them: on a restart it would
      // not read them again.
      expect(consumer.position()).toBe(head);
      expect(saved).toEqual([first, question, head]);
    });

    it('hands nothing over twice when a scan repeats what it reached, and says it is caught up when the scan is live', async () => {
      const event = (position: number) => ({ position, id: `e${position}`, type: 'QuestionPublished' }) as unknown as RecordedEvent;
      const scripted: ScannedBatch[] = [
        { events: [event(5)], through: 5 },
        { events: [event(5)], through: 5 },
        { events: [event(5), event(7)], through: 8 },
        { events: [], through: 8, live: true },
      ];
      let endScan = () => undefined as void;
      const scanEnded = new Promise<void>((resolve) => (endScan = resolve));
      const scanning: EventStore = {
        ...store,
        // The log's head is far ahead: only the scan's word says it has looked at all of it.
        headPosition: async () => 1_000,
        scanByType: () => ({
          async *[Symbol.asyncIterator]() {
            yield* scripted;
            // A live scan waits for more until it is closed.
            await scanEnded;
          },
          close: async () => endScan(),
        }),
      };
      const handled: Array<[number[], number]> = [];

      const consumer = start({
        eventStore: scanning,
        eventTypes: ['QuestionPublished'],
        handleBatch: async (events, through) => {
          handled.push([events.map((e) => e.position), through]);
        },
      });
      await consumer.caughtUp();

      expect(handled).toEqual([
        [[5], 5],
        [[7], 8],
      ]);
      expect(consumer.position()).toBe(8);
    });

    it('follows new events of its types live, and resumes from its saved place without handling anything twice', async () => {
      let checkpoint = 0;
      const handled: number[] = [];
      const handleBatch = async (events: RecordedEvent[], through: number) => {
        handled.push(...events.map((event) => event.position));
        checkpoint = through;
      };
      const first = start({ name: 'alerts', eventTypes: ['QuestionPublished'], startAfter: async () => checkpoint, handleBatch });
      await first.caughtUp();
      const live = await appendQuestions(2, 'live');
      expect(await first.waitFor(live, 5_000)).toBe(true);
      await appendGrants(3, 'unseen');
      const passed = await store.headPosition();
      expect(await first.waitFor(passed, 5_000)).toBe(true);
      await first.stop();
      expect(checkpoint).toBe(passed);

      const later = await appendQuestions(1, 'later');
      const second = start({ name: 'alerts', eventTypes: ['QuestionPublished'], startAfter: async () => checkpoint, handleBatch });
      expect(await second.waitFor(later, 5_000)).toBe(true);

      expect(handled).toEqual([live - 1, live, later]);
    });
  });
});

/** A read model that, like the projector's, saves its checkpoint in the same transaction as its writes. */
function openReadModel(file: string) {
  const db = new SqliteDatabase(file);
  db.exec(`
    CREATE TABLE applied (position INTEGER NOT NULL, event_id TEXT NOT NULL);
    CREATE TABLE checkpoint (id INTEGER PRIMARY KEY CHECK (id = 1), position INTEGER NOT NULL);
  `);
  const insert = db.prepare('INSERT INTO applied (position, event_id) VALUES (?, ?)');
  const save = db.prepare(
    'INSERT INTO checkpoint (id, position) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET position = excluded.position',
  );
  const apply = db.transaction((events: RecordedEvent[]) => {
    for (const event of events) insert.run(event.position, event.id);
    save.run(events.at(-1)!.position);
  });
  return {
    apply: (events: RecordedEvent[]) => apply(events),
    checkpoint: () => (db.prepare('SELECT position FROM checkpoint').pluck().get() as number | undefined) ?? 0,
    appliedPositions: () => db.prepare('SELECT position FROM applied ORDER BY rowid').pluck().all() as number[],
    close: () => db.close(),
  };
}

function recordingLogger() {
  const errors: Array<{ details: Record<string, unknown>; message: string }> = [];
  const logger: ConsumerLogger = {
    info: () => undefined,
    warn: () => undefined,
    error: (details, message) => errors.push({ details, message }),
  };
  return { logger, errors };
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
