import {
  PROJECTOR_ADVANCED_CHANNEL,
  ReadModel,
  streams,
  type ProjectorAdvancedNotice,
  type QuestionDocument,
} from '@iec-bets/contracts';
import { createInProcessNoticeBus, loadConfig, openSqliteEventStore, openSqliteReadStore } from '@iec-bets/platform';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { events, YES_NO } from '@iec-bets/testing';
import { tempDir } from '../test-support/temp-stores.js';
import { startProjectorThread } from './projector-thread.js';

/** The thread runs compiled code, as `npm start` does (the test run builds first), without the test's Node options. */
const compiledWorker = { script: new URL('../../dist/thread/projector-worker.js', import.meta.url), execArgv: [] };
const metadata = { actorId: null, correlationId: 'c', causationId: null, occurredAt: '2025-03-01T08:00:00.000Z' };
const logger = {
  info: () => undefined,
  error: (details: Record<string, unknown>, message: string) => expect.unreachable(`${message}: ${String(details.err)}`),
};

describe('the projector in a worker thread', () => {
  it('projects appends made on this thread and announces each committed batch here', async () => {
    const dir = tempDir();
    const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent' });
    const noticeBus = createInProcessNoticeBus();
    const heard: number[] = [];
    await noticeBus.subscribe(PROJECTOR_ADVANCED_CHANNEL, (notice) => heard.push((notice as ProjectorAdvancedNotice).position));
    // A poll interval far beyond the test's timeout: only the cross-thread wake-up can make the thread see appends.
    const eventStore = openSqliteEventStore({ file: join(dir, 'events.sqlite'), pollIntervalMs: 600_000 });
    const readStore = openSqliteReadStore({ file: join(dir, 'read-models.sqlite') });
    onTestFinished(async () => {
      await eventStore.close();
      await readStore.close();
      await noticeBus.close();
    });

    const thread = startProjectorThread({ config, noticeBus, logger, compiledWorker });
    const { position } = await eventStore.append(
      streams.question('q1'),
      [events.drafted('q1', '2025-03-02T11:00:00.000Z'), events.published('q1')],
      { expectedRevision: 'no_stream', metadata },
    );

    await expect.poll(() => heard.at(-1), { timeout: 10_000 }).toBe(position);
    const question = await readStore.get<QuestionDocument>(ReadModel.questions, 'q1');
    expect(question).toMatchObject({ id: 'q1', isPublished: true, options: YES_NO });

    await thread.stop();
    await eventStore.append(streams.question('q2'), [events.drafted('q2', '2025-03-03T11:00:00.000Z')], {
      expectedRevision: 'no_stream',
      metadata,
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await readStore.get(ReadModel.questions, 'q2')).toBeNull();
    expect(await readStore.checkpoint('projector')).toBe(position);
  });
});
