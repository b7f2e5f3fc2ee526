import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@iec-bets/contracts';
import type { EventStore } from './event-store.js';
import { openSqliteEventStore } from './sqlite-event-store.js';

/**
 * A worker thread appends through its own store instance, running the compiled package (the test run builds first)
 * without the test's Node options, as the embedded server's projector thread does.
 */
const appendFromAnotherThread = `
  const { workerData } = require('node:worker_threads');
  import(workerData.platform).then(async ({ openSqliteEventStore }) => {
    const store = openSqliteEventStore({ file: workerData.file });
    await store.append('question-q1', [{ type: 'QuestionPublished', data: { questionId: 'q1' } }], {
      expectedRevision: 'any',
      metadata: { actorId: null, correlationId: 'c', causationId: null, occurredAt: '2026-03-01T08:00:00.000Z' },
    });
    await store.close();
  });
`;

describe('append notifications', () => {
  let dir: string;
  let store: EventStore;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'iec-bets-appends-'));
    // Polling alone would not look again for ten minutes: only a wake-up can deliver within the test's time.
    store = openSqliteEventStore({ file: join(dir, 'events.sqlite'), pollIntervalMs: 600_000 });
  });
  afterEach(async () => {
    await store.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('wake a subscription on this thread when another thread of the process appends to the same file', async () => {
    await expectWokenByAnotherThread();
  });

  it('still wake it once another store of the same file on this thread has closed', async () => {
    // The two share this thread's channel for the file: the first to close must not take it from the other.
    const other = openSqliteEventStore({ file: join(dir, 'events.sqlite') });
    await other.close();
    await expectWokenByAnotherThread();
  });

  async function expectWokenByAnotherThread() {
    const subscription = store.subscribeAll({ after: 0 });
    const firstPage = subscription[Symbol.asyncIterator]().next();
    // Let the subscription find the log empty and go to sleep before the append happens.
    await new Promise((resolve) => setTimeout(resolve, 100));

    const worker = new Worker(appendFromAnotherThread, {
      eval: true,
      execArgv: [],
      workerData: { platform: new URL('../../dist/index.js', import.meta.url).href, file: join(dir, 'events.sqlite') },
    });
    const [exitCode] = await once(worker, 'exit');
    expect(exitCode).toBe(0);

    const page: IteratorResult<RecordedEvent[]> = await firstPage;
    expect(page.done).toBe(false);
    expect((page.value as RecordedEvent[]).map((event) => event.type)).toEqual(['QuestionPublished']);
    await subscription.close();
  }
});
