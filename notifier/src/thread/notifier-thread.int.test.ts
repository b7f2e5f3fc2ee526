import { streams } from '@iec-bets/contracts';
import {
  createInProcessJobQueue,
  createInProcessNoticeBus,
  loadConfig,
  openSqliteEventStore,
  openSqliteReadStore,
  QueueFileInUseError,
} from '@iec-bets/platform';
import { startProjector } from '@iec-bets/projector';
import { events, startLocalSmtpServer } from '@iec-bets/testing';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { FAN_OUT_QUEUE } from '../jobs/alert-jobs.js';
import { openSqliteNotifierState } from '../state/sqlite-notifier-state.js';
import { startNotifierThread } from './notifier-thread.js';

/** The thread runs compiled code, as `npm start` does (the test run builds first), without the test's Node options. */
const compiledWorker = { script: new URL('../../dist/thread/notifier-worker.js', import.meta.url), execArgv: [] };
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const metadata = () => ({ actorId: null, correlationId: randomUUID(), causationId: null, occurredAt: new Date().toISOString() });

function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'iec-notifier-thread-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

describe('the notifier in a worker thread', () => {
  it('emails a question published after it started, once the projector here has passed it', async () => {
    const smtp = await startLocalSmtpServer();
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent', SMTP_URL: smtp.url, MAIL_FROM: 'IEC Bets <alerts@bets.example.org>' });
    const eventStore = openSqliteEventStore({ file: join(dir, 'events.sqlite') });
    const readStore = openSqliteReadStore({ file: join(dir, 'read-models.sqlite') });
    const noticeBus = createInProcessNoticeBus();
    // The projector runs on this thread: its notices reach the notifier's thread only as the starting thread passes them on.
    const projector = startProjector({ eventStore, readStore, noticeBus, logger: quiet });
    const errors: string[] = [];
    const thread = await startNotifierThread({ config, noticeBus, logger: { error: (_, message) => errors.push(message) }, compiledWorker });
    onTestFinished(async () => {
      await thread.stop();
      await projector.stop();
      await Promise.all([eventStore.close(), readStore.close(), noticeBus.close(), smtp.close()]);
    });

    await eventStore.append(
      streams.user('thandi'),
      [events.registered('thandi', 'thandi', { email: 'thandi@example.co.za' }), events.notificationSettingsChanged('thandi', { emailNotifications: true })],
      { expectedRevision: 'no_stream', metadata: metadata() },
    );
    await eventStore.append(
      streams.question('q1'),
      [events.drafted('q1', new Date().toISOString(), 'Will the thread send this?'), events.published('q1')],
      { expectedRevision: 'no_stream', metadata: metadata() },
    );

    await vi.waitFor(() => expect(smtp.received.map((mail) => mail.envelope.to)).toEqual([['thandi@example.co.za']]), { timeout: 15_000, interval: 50 });
    expect(smtp.received[0]!.mail.text).toContain('Will the thread send this?');
    expect(errors).toEqual([]);
  });

  it('starts at once while the projector has yet to pass the alerts it owes, so the server need not wait to listen', async () => {
    const dir = dataDir();
    const eventStore = openSqliteEventStore({ file: join(dir, 'events.sqlite') });
    await eventStore.append(streams.question('q1'), [events.drafted('q1', new Date().toISOString()), events.published('q1')], {
      expectedRevision: 'no_stream',
      metadata: metadata(),
    });
    await eventStore.close();
    // The notifier stopped before the publication, and no projector runs: its reactor would wait for one.
    const state = openSqliteNotifierState({ file: join(dir, 'notifier.sqlite') });
    await state.saveCheckpoint(0);
    await state.close();
    const noticeBus = createInProcessNoticeBus();

    const thread = await startNotifierThread({ config: loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent' }), noticeBus, logger: quiet, compiledWorker });

    await thread.stop();
    await noticeBus.close();
  });

  it('fails to start, as the server then does, while another notifier holds its job queue', async () => {
    const dir = dataDir();
    const held = createInProcessJobQueue({ name: FAN_OUT_QUEUE, retry: { attempts: 1, initialDelayMs: 10 }, file: join(dir, `jobs-${FAN_OUT_QUEUE}.sqlite`) });
    onTestFinished(() => held.close());
    const noticeBus = createInProcessNoticeBus();
    const started = startNotifierThread({ config: loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent' }), noticeBus, logger: quiet, compiledWorker });
    await expect(started).rejects.toThrow(new QueueFileInUseError(join(dir, `jobs-${FAN_OUT_QUEUE}.sqlite`)).message);
  });
});
