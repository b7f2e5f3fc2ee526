import { PROJECTOR_ADVANCED_CHANNEL, PROJECTOR_CHECKPOINT, streams } from '@iec-bets/contracts';
import {
  createInProcessJobQueue,
  createInProcessNoticeBus,
  type EventStore,
  loadConfig,
  newsletterLinkTokenHolds,
  openSqliteEventStore,
  openSqliteReadStore,
  parseNewsletterLinkToken,
  QueueFileInUseError,
  unkeyedNewsletterSubscriberIdOf,
} from '@iec-bets/platform';
import { applyEvents, ProjectionBatch, startProjector } from '@iec-bets/projector';
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

/** Thandi signs up, confirms her address and turns email alerts on; then question q1 is drafted with `text` and published. */
async function publishToAnEmailMember(eventStore: EventStore, text: string): Promise<void> {
  await eventStore.append(
    streams.user('thandi'),
    [
      events.registered('thandi', 'thandi', { email: 'thandi@example.co.za' }),
      events.emailAddressConfirmed('thandi'),
      events.notificationSettingsChanged('thandi', { emailNotifications: true }),
    ],
    { expectedRevision: 'no_stream', metadata: metadata() },
  );
  await eventStore.append(streams.question('q1'), [events.drafted('q1', new Date().toISOString(), text), events.published('q1')], {
    expectedRevision: 'no_stream',
    metadata: metadata(),
  });
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

    await publishToAnEmailMember(eventStore, 'Will the thread send this?');

    await vi.waitFor(() => expect(smtp.received.map((mail) => mail.envelope.to)).toEqual([['thandi@example.co.za']]), { timeout: 15_000, interval: 50 });
    expect(smtp.received[0]!.mail.text).toContain('Will the thread send this?');
    expect(errors).toEqual([]);
  });

  it('sends the newsletter, its links to leave signed with the key the server hands the thread', async () => {
    const smtp = await startLocalSmtpServer();
    const dir = dataDir();
    const config = loadConfig({
      DATA_DIR: dir,
      LOG_LEVEL: 'silent',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'IEC Bets <news@bets.example.org>',
      PUBLIC_ORIGIN: 'https://bets.example.org',
    });
    const secret = 'the-servers-own-key-from-its-data-dir';
    const eventStore = openSqliteEventStore({ file: join(dir, 'events.sqlite') });
    const readStore = openSqliteReadStore({ file: join(dir, 'read-models.sqlite') });
    const noticeBus = createInProcessNoticeBus();
    const projector = startProjector({ eventStore, readStore, noticeBus, logger: quiet });
    const errors: string[] = [];
    const thread = await startNotifierThread({
      config,
      noticeBus,
      newsletterLinkSecret: secret,
      logger: { error: (_, message) => errors.push(message) },
      compiledWorker,
    });
    onTestFinished(async () => {
      await thread.stop();
      await projector.stop();
      await Promise.all([eventStore.close(), readStore.close(), noticeBus.close(), smtp.close()]);
    });

    const subscriptionId = randomUUID();
    await eventStore.append(
      streams.newsletter(unkeyedNewsletterSubscriberIdOf('reader@example.org')),
      [events.newsletterSubscribed('reader@example.org', null, 'landing_page', subscriptionId), events.newsletterSubscriptionConfirmed('reader@example.org', subscriptionId)],
      { expectedRevision: 'no_stream', metadata: metadata() },
    );
    await eventStore.append(streams.question('q1'), [events.drafted('q1', new Date().toISOString(), 'Will the list hear of it?'), events.published('q1')], {
      expectedRevision: 'no_stream',
      metadata: metadata(),
    });

    await vi.waitFor(() => expect(smtp.received.map((mail) => mail.envelope.to)).toEqual([['reader@example.org']]), { timeout: 15_000, interval: 50 });
    const header = smtp.received[0]!.mail.headerLines.find((line) => line.key === 'list-unsubscribe')!.line;
    const token = parseNewsletterLinkToken(new URL(/<([^>]+)>/.exec(header)![1]!).searchParams.get('token')!)!;
    expect(newsletterLinkTokenHolds(token, { purpose: 'newsletter-unsubscribe', secret, now: new Date() })).toBe(true);
    expect(errors).toEqual([]);
  });

  it("hears the projector's notices through the starting thread: they alone move it on while the checkpoint stands still", async () => {
    const smtp = await startLocalSmtpServer();
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent', SMTP_URL: smtp.url, MAIL_FROM: 'IEC Bets <alerts@bets.example.org>' });
    const eventStore = openSqliteEventStore({ file: join(dir, 'events.sqlite') });
    const readStore = openSqliteReadStore({ file: join(dir, 'read-models.sqlite') });
    const noticeBus = createInProcessNoticeBus();
    const errors: string[] = [];
    const thread = await startNotifierThread({ config, noticeBus, logger: { error: (_, message) => errors.push(message) }, compiledWorker });
    const notifierState = openSqliteNotifierState({ file: join(dir, 'notifier.sqlite') });
    onTestFinished(async () => {
      await thread.stop();
      await Promise.all([eventStore.close(), readStore.close(), noticeBus.close(), smtp.close(), notifierState.close()]);
    });

    await publishToAnEmailMember(eventStore, 'Will the notice wake it?');
    // The read models the fan-out reads, as the projector writes them, but with the projector's checkpoint left at
    // the start of the log: the reactor's own looks at the store never see it pass the publication.
    const logged = await eventStore.readAll({ after: 0, limit: 100 });
    const batch = new ProjectionBatch(readStore);
    await applyEvents(batch, logged);
    await batch.commit(undefined);
    const published = logged.at(-1)!.position;

    // Published on this thread's bus, as the projector does after each batch (a notice is a state, so repeating it is
    // what the projector does too). The reactor moves past the publication, having queued its fan-out, only on them.
    await vi.waitFor(
      async () => {
        await noticeBus.publish(PROJECTOR_ADVANCED_CHANNEL, { position: published, questionsChangedAt: published });
        expect(await notifierState.checkpoint()).toBeGreaterThanOrEqual(published);
      },
      { timeout: 15_000, interval: 100 },
    );
    expect(smtp.received).toEqual([]);

    // The fan-out reads the store's checkpoint itself before it reads who to alert: the alert goes once that moves.
    await readStore.commit({ writes: [], checkpoint: { name: PROJECTOR_CHECKPOINT, position: published } });
    await vi.waitFor(() => expect(smtp.received.map((mail) => mail.envelope.to)).toEqual([['thandi@example.co.za']]), { timeout: 20_000, interval: 50 });
    expect(smtp.received[0]!.mail.text).toContain('Will the notice wake it?');
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
