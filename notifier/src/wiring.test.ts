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

  it("sets each newsletter subscription's confirmation deadline, a week out, in a queue of its own in DATA_DIR", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'iec-notifier-wiring-'));
    dirs.push(dir);
    const eventStore = openSqliteEventStore({ file: join(dir, 'events.sqlite') });
    const readStore = openSqliteReadStore({ file: join(dir, 'read-models.sqlite') });
    const wired = await startNotifierFromConfig(loadConfig({ DATA_DIR: dir }), { eventStore, readStore }, {
      queues: 'in-process',
      channels: new RecordingChannels(),
    });
    await wired.notifier.reactor!.caughtUp();
    const subscriberId = 'c'.repeat(64);
    const { position } = await eventStore.append(
      `newsletter-${subscriberId}`,
      [{ type: 'NewsletterSubscribed', data: { subscriberId, subscriptionId: 'sub-1', email: 'lerato@example.org', name: null, source: null } }],
      { expectedRevision: 'any', metadata: { actorId: null, correlationId: 'c', causationId: null, occurredAt: new Date().toISOString() } },
    );
    await wired.notifier.reactor!.waitFor(position, 5_000);
    expect(await wired.deadlineQueue.counts()).toMatchObject({ delayed: 1, waiting: 0 });
    expect(await wired.fanOutQueue.counts()).toMatchObject({ delayed: 0, waiting: 0 });
    await wired.close();
    expect(existsSync(join(dir, 'jobs-newsletter-deadline.sqlite'))).toBe(true);
    await Promise.all([eventStore.close(), readStore.close()]);
  });

  it('says once at start that the newsletter is not sent, and which settings it lacks', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'iec-notifier-wiring-'));
    dirs.push(dir);
    const eventStore = openSqliteEventStore({ file: join(dir, 'events.sqlite') });
    const readStore = openSqliteReadStore({ file: join(dir, 'read-models.sqlite') });
    const start = async (config: Record<string, string>, newsletterLinkSecret?: string) => {
      const said: Array<{ details: Record<string, unknown>; message: string }> = [];
      const logger = { info: (details: Record<string, unknown>, message: string) => void said.push({ details, message }), warn: () => undefined, error: () => undefined };
      const wired = await startNotifierFromConfig(loadConfig({ DATA_DIR: dir, ...config }), { eventStore, readStore }, {
        queues: 'in-process',
        channels: new RecordingChannels(),
        newsletterLinkSecret,
        logger,
      });
      await wired.close();
      return said.filter(({ message }) => message.startsWith('The newsletter is not sent'));
    };
    const email = { SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'IEC Bets <news@bets.example.org>' };

    // Email, but nowhere for the links to point and no key to sign them with: a notifier of its own makes none.
    const said = await start(email);
    expect(said).toHaveLength(1);
    expect(said[0]!.details).toEqual({ missing: ['PUBLIC_ORIGIN', 'NEWSLETTER_LINK_SECRET'] });
    expect(said[0]!.message).toContain('PUBLIC_ORIGIN, NEWSLETTER_LINK_SECRET not set');
    // The key configured, or handed over as the one-process server hands its own: nothing to say.
    expect(await start({ ...email, PUBLIC_ORIGIN: 'https://bets.example.org', NEWSLETTER_LINK_SECRET: 'k'.repeat(32) })).toEqual([]);
    expect(await start({ ...email, PUBLIC_ORIGIN: 'https://bets.example.org' }, 'the-servers-own-key')).toEqual([]);
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
