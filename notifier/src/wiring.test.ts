import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, openSqliteEventStore, openSqliteReadStore } from '@iec-bets/platform';
import { afterEach, describe, expect, it } from 'vitest';
import { openSqliteNotifierState } from './state/sqlite-notifier-state.js';
import { RecordingChannels } from './test-support/recording-channels.js';
import { startNotifierFromConfig } from './wiring.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the notifier as the configuration sets it up', () => {
  it('keeps its checkpoint in DATA_DIR/notifier.sqlite in the embedded setup, apart from the read models', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'iec-notifier-wiring-'));
    dirs.push(dir);
    const eventStore = openSqliteEventStore({ file: join(dir, 'events.sqlite') });
    const readStore = openSqliteReadStore({ file: join(dir, 'read-models.sqlite') });
    await eventStore.append('question-q0', [{ type: 'QuestionPublished', data: { questionId: 'q0' } }], {
      expectedRevision: 'any',
      metadata: { actorId: null, correlationId: 'c', causationId: null, occurredAt: new Date().toISOString() },
    });
    const wired = await startNotifierFromConfig(loadConfig({ DATA_DIR: dir }), { eventStore, readStore }, {
      queues: 'in-process',
      channels: new RecordingChannels(),
    });
    await wired.notifier.reactor!.caughtUp();
    await wired.close();
    // Its queues' jobs are in files of their own there too, which a restart finds again.
    expect(existsSync(join(dir, 'jobs-alert-fanout.sqlite'))).toBe(true);
    expect(existsSync(join(dir, 'jobs-alert-delivery.sqlite'))).toBe(true);
    const state = openSqliteNotifierState({ file: join(dir, 'notifier.sqlite') });
    expect(await state.checkpoint()).toBe(1);
    expect(await readStore.checkpoint('notifier')).toBe(0);
    await state.close();
    await Promise.all([eventStore.close(), readStore.close()]);
  });

  it('refuses BullMQ queues without REDIS_URL', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'iec-notifier-wiring-'));
    dirs.push(dir);
    const stores = {
      eventStore: openSqliteEventStore({ file: join(dir, 'events.sqlite') }),
      readStore: openSqliteReadStore({ file: join(dir, 'read-models.sqlite') }),
    };
    await expect(startNotifierFromConfig(loadConfig({ DATA_DIR: dir }), stores, { queues: 'bullmq' })).rejects.toThrow(/needs REDIS_URL/);
    void stores.eventStore.close();
    void stores.readStore.close();
  });
});
