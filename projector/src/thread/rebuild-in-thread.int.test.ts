import { ReadModel, streams, type QuestionDocument, type RecordedEvent } from '@iec-bets/contracts';
import { loadConfig, openSqliteEventStore, openSqliteReadStore } from '@iec-bets/platform';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { events, YES_NO } from '@iec-bets/testing';
import type { RebuildProgress } from '../rebuild-read-models.js';
import { tempDir } from '../test-support/temp-stores.js';
import { rebuildInThread } from './rebuild-in-thread.js';

/** The thread runs compiled code, as `iec-bets replay` does (the test run builds first), without the test's Node options. */
const compiledWorker = { script: new URL('../../dist/thread/rebuild-worker.js', import.meta.url), execArgv: [] };
const metadata = { actorId: null, correlationId: 'c', causationId: null, occurredAt: '2025-03-01T08:00:00.000Z' };

describe("the replay's rebuild in a worker thread", () => {
  it('rebuilds the read models from the log, swaps them in, and reports its progress and result here', async () => {
    const dir = tempDir();
    const eventStore = openSqliteEventStore({ file: join(dir, 'events.sqlite') });
    onTestFinished(() => eventStore.close());
    for (const id of ['q1', 'q2', 'q3']) {
      await eventStore.append(streams.question(id), [events.drafted(id, '2025-03-02T11:00:00.000Z'), events.published(id)], {
        expectedRevision: 'no_stream',
        metadata,
      });
    }
    const last: RecordedEvent | undefined = (await eventStore.readAll({ after: 0, limit: 100 })).at(-1);

    const progress: RebuildProgress[] = [];
    const result = await rebuildInThread({ config: loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent' }), onProgress: (step) => progress.push(step), compiledWorker });

    expect(result).toMatchObject({ events: 6, position: last!.position });
    expect(progress.at(-1)).toMatchObject({ position: last!.position, events: 6 });
    const readStore = openSqliteReadStore({ file: join(dir, 'read-models.sqlite') });
    onTestFinished(() => readStore.close());
    expect(await readStore.get<QuestionDocument>(ReadModel.questions, 'q3')).toMatchObject({ id: 'q3', isPublished: true, options: YES_NO });
  });

  it('fails with the reason when the rebuild cannot be made, rather than hang or claim success', async () => {
    const dir = tempDir();
    // Not a SQLite database: the thread cannot open the log.
    writeFileSync(join(dir, 'events.sqlite'), 'this is not a database');
    await expect(rebuildInThread({ config: loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent' }), compiledWorker })).rejects.toThrow(/not a database/i);
  });
});
