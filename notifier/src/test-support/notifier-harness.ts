import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { streams, type DomainEvent } from '@iec-bets/contracts';
import { unkeyedNewsletterSubscriberIdOf } from '@iec-bets/platform';
import {
  createInProcessNoticeBus,
  createInProcessJobQueue,
  openSqliteEventStore,
  openSqliteReadStore,
  type Consumer,
  type ExpectedRevision,
  type JobQueue,
  type RetryPolicy,
} from '@iec-bets/platform';
import { openBullMqJobQueue } from '@iec-bets/platform/bullmq';
import { startProjector } from '@iec-bets/projector';
import { events } from '@iec-bets/testing';
import { pino } from 'pino';
import { expect, vi } from 'vitest';
import type { NewsletterSender } from '../alerts/alert.js';
import { DELIVERY_QUEUE, FAN_OUT_QUEUE, STREAK_REMINDER_QUEUE, type DeliveryJob, type FanOutJob, type StreakReminderJob } from '../jobs/alert-jobs.js';
import { startNotifier, type RunningNotifier } from '../start-notifier.js';
import type { NotifierState } from '../state/notifier-state.js';
import { openRedisNotifierState } from '../state/redis-notifier-state.js';
import { openSqliteNotifierState } from '../state/sqlite-notifier-state.js';
import { RecordingChannels } from './recording-channels.js';

export type QueueKind = 'in-process' | 'bullmq';

export interface HarnessOptions {
  queues: QueueKind;
  /** Needed for BullMQ. */
  redisUrl?: string;
  retry?: RetryPolicy;
}

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const TEST_RETRY: RetryPolicy = { attempts: 3, initialDelayMs: 50 };

/**
 * The notifier over real stores: SQLite event log and read models with the real projector, the notifier's own state
 * (SQLite, or Redis beside BullMQ), real queues, and a recorder in place of the channels. Tests append events as
 * the command side would and look at what the recorder was asked to send.
 */
export function startHarness(options: HarnessOptions) {
  const dir = mkdtempSync(join(tmpdir(), 'iec-notifier-'));
  const eventStore = openSqliteEventStore({ file: join(dir, 'events.sqlite') });
  const readStore = openSqliteReadStore({ file: join(dir, 'read-models.sqlite') });
  const noticeBus = createInProcessNoticeBus();
  let projector: Consumer = startProjector({ eventStore, readStore, noticeBus, logger: quiet });
  const channels = new RecordingChannels();
  const retry = options.retry ?? TEST_RETRY;
  const prefix = `test-${randomUUID()}`;
  const state: NotifierState =
    options.queues === 'bullmq'
      ? openRedisNotifierState({ url: options.redisUrl!, prefix: `${prefix}:notifier` })
      : openSqliteNotifierState({ file: join(dir, 'notifier.sqlite') });

  const bullOptions = (name: string) => ({
    url: options.redisUrl!,
    name,
    retry,
    prefix,
    logger: pino({ level: 'silent' }),
    // A worker that dies gives its job back within about a second.
    lockDurationMs: 1_000,
    stalledIntervalMs: 300,
  });
  const queue = <Data>(name: string): JobQueue<Data> =>
    options.queues === 'bullmq' ? openBullMqJobQueue<Data>(bullOptions(name)) : createInProcessJobQueue<Data>({ name, retry, file: join(dir, `jobs-${name}.sqlite`) });
  const fanOutQueue = queue<FanOutJob>(FAN_OUT_QUEUE);
  const deliveryQueue = queue<DeliveryJob>(DELIVERY_QUEUE);
  /** Handed to the notifier only by a test that passes it to `start`: its jobs come due by the clock. */
  const reminderQueue = queue<StreakReminderJob>(STREAK_REMINDER_QUEUE);

  let notifier: RunningNotifier | undefined;
  const extraQueues: Array<JobQueue<unknown>> = [];

  async function append(streamId: string, batch: DomainEvent[], expectedRevision: ExpectedRevision = 'any', at = new Date()) {
    return eventStore.append(streamId, batch, {
      expectedRevision,
      metadata: { actorId: null, correlationId: randomUUID(), causationId: null, occurredAt: at.toISOString() },
    });
  }

  async function settledQueue(queue: JobQueue<unknown>): Promise<void> {
    await vi.waitFor(
      async () => {
        const counts = await queue.counts();
        expect(counts.waiting + counts.active + counts.delayed).toBe(0);
      },
      { timeout: 15_000, interval: 25 },
    );
  }

  const harness = {
    dir,
    eventStore,
    readStore,
    get projector() {
      return projector;
    },
    /** The projector goes down: the read models stay where they are until `startProjector`. */
    async stopProjector() {
      await projector.stop();
    },
    startProjector() {
      projector = startProjector({ eventStore, readStore, noticeBus, logger: quiet });
    },
    channels,
    state,
    fanOutQueue,
    deliveryQueue,
    reminderQueue,
    get notifier() {
      return notifier;
    },
    append,

    /**
     * Starts (or starts again) the reactor and the workers, and waits until the reactor has found where to begin:
     * on a first start that is the end of the log, so only events appended after this resolves alert anyone.
     */
    async start(
      options: {
        runReactor?: boolean;
        runWorkers?: boolean;
        newsletter?: NewsletterSender;
        reminderQueue?: JobQueue<StreakReminderJob>;
        whatsappStreakReminders?: boolean;
        clock?: () => Date;
      } = {},
    ) {
      notifier = startNotifier({
        eventStore,
        readStore,
        noticeBus,
        state,
        channels,
        fanOutQueue,
        deliveryQueue,
        deliveryAttempts: retry.attempts,
        logger: quiet,
        ...options,
      });
      await notifier.reactor?.caughtUp();
      return notifier;
    },

    async stop() {
      await notifier?.stop();
      notifier = undefined;
    },

    /** Another BullMQ handle on the delivery queue, as a second notifier process would have. */
    openDeliveryQueue() {
      const other = openBullMqJobQueue<DeliveryJob>(bullOptions(DELIVERY_QUEUE));
      extraQueues.push(other as JobQueue<unknown>);
      return other;
    },

    /** A user with these settings; an address given is confirmed by its owner unless `emailConfirmed` is false. */
    async user(
      userId: string,
      settings: {
        email?: string;
        emailConfirmed?: boolean;
        phoneNumber?: string;
        emailNotifications?: boolean;
        whatsappNotifications?: boolean;
        browserNotifications?: boolean;
        streakReminders?: boolean;
      },
      pushEndpoints: string[] = [],
    ) {
      const { email = null, emailConfirmed = email !== null, phoneNumber = null, ...flags } = settings;
      await append(streams.user(userId), [
        { type: 'UserRegistered', data: { userId, username: userId, name: userId, email, phoneNumber, passwordHash: 'scrypt$x' } },
        ...(emailConfirmed ? [{ type: 'EmailAddressConfirmed' as const, data: { userId } }] : []),
        ...(Object.keys(flags).length > 0 ? [{ type: 'NotificationSettingsChanged' as const, data: { userId, ...flags } }] : []),
      ]);
      for (const endpoint of pushEndpoints) await harness.subscribe(userId, endpoint);
    },

    async subscribe(userId: string, endpoint: string) {
      await append(streams.pushSubscriptions(userId), [
        { type: 'PushSubscribed', data: { userId, endpoint, keys: { p256dh: `B${'k'.repeat(86)}`, auth: 'a'.repeat(22) } } },
      ]);
    },

    /**
     * An address on the newsletter list (under the unkeyed id, as the scripted events have it), confirmed by its owner
     * unless `confirmed` is false: its subscriber and subscription ids.
     */
    async newsletterSubscriber(email: string, { confirmed = true }: { confirmed?: boolean } = {}) {
      const subscriptionId = randomUUID();
      await append(streams.newsletter(unkeyedNewsletterSubscriberIdOf(email)), [
        events.newsletterSubscribed(email, null, 'landing_page', subscriptionId),
        ...(confirmed ? [events.newsletterSubscriptionConfirmed(email, subscriptionId)] : []),
      ]);
      return { subscriberId: unkeyedNewsletterSubscriberIdOf(email), subscriptionId };
    },

    /** The address leaves the newsletter list (its owner's link to leave, or an admin's erasure). */
    async leaveNewsletter(email: string, subscriptionId: string) {
      await append(streams.newsletter(unkeyedNewsletterSubscriberIdOf(email)), [events.newsletterSubscriptionErased(email, subscriptionId)]);
    },

    /** A question of `date` (today's unless given), drafted and published. */
    async publish(questionId: string, text = `Question ${questionId}?`, date = new Date().toISOString()) {
      await append(streams.question(questionId), [events.drafted(questionId, date, text), events.published(questionId)]);
    },

    /** An answer given now, or at `at` (a streak's earlier days). */
    async answer(userId: string, questionId: string, optionId: 'yes' | 'no', at?: Date) {
      await append(streams.answer(questionId, userId), [events.answered(questionId, userId, optionId)], 'any', at);
    },

    async resolve(questionId: string, correctOptionId: 'yes' | 'no') {
      await append(streams.question(questionId), [events.resolved(questionId, correctOptionId)]);
    },

    /**
     * Waits until the projector and the reactor have passed the end of the log and every job has run its course; and
     * again while the jobs appended to the log (a push subscription the push service said is gone), so that the read
     * models show what the jobs wrote.
     */
    async settle() {
      for (let head = await eventStore.headPosition(); ; ) {
        expect(await projector.waitFor(head, 10_000)).toBe(true);
        if (notifier?.reactor) expect(await notifier.reactor.waitFor(head, 10_000)).toBe(true);
        await settledQueue(fanOutQueue as JobQueue<unknown>);
        await settledQueue(reminderQueue as JobQueue<unknown>);
        await settledQueue(deliveryQueue as JobQueue<unknown>);
        await settledQueue(fanOutQueue as JobQueue<unknown>);
        const after = await eventStore.headPosition();
        if (after === head) return;
        head = after;
      }
    },

    async close() {
      await notifier?.stop();
      await Promise.all(extraQueues.map((other) => other.close()));
      await fanOutQueue.close();
      await deliveryQueue.close();
      await reminderQueue.close();
      await projector.stop();
      await state.close();
      await Promise.all([eventStore.close(), readStore.close(), noticeBus.close()]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return harness;
}

export type Harness = ReturnType<typeof startHarness>;
