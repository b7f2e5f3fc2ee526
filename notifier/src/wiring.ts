import {
  createInProcessJobQueue,
  createPooledSmtpMailer,
  type Config,
  type ConsumerLogger,
  type EventStore,
  type JobQueue,
  type NoticeBus,
  type PersonalDataKeys,
  type ReadStore,
  type RetryPolicy,
  whatsappCarriesStreakReminders,
} from '@iec-bets/platform';
import { join } from 'node:path';
import type { AlertChannels, NewsletterSender } from './alerts/alert.js';
import { createAlertChannels, createNewsletterChannel } from './channels/index.js';
import {
  DELIVERY_QUEUE,
  FAN_OUT_QUEUE,
  NEWSLETTER_DEADLINE_QUEUE,
  STREAK_REMINDER_QUEUE,
  type ConfirmationDeadlineJob,
  type DeliveryJob,
  type FanOutJob,
  type StreakReminderJob,
} from './jobs/alert-jobs.js';
import { startNotifier, type RunningNotifier } from './start-notifier.js';
import type { NotifierState } from './state/notifier-state.js';
import { openRedisNotifierState } from './state/redis-notifier-state.js';
import { openSqliteNotifierState } from './state/sqlite-notifier-state.js';

/** A delivery is tried 6 times over about 2.5 minutes (5 s, 10 s, ... 80 s apart) before it shows as failed. */
export const DELIVERY_RETRY: RetryPolicy = { attempts: 6, initialDelayMs: 5_000 };
/**
 * The reactor hands a fan-out on only once the projector has passed its event, so a fan-out fails only when the
 * read store does: short waits at first, about 4 minutes in all.
 */
export const FAN_OUT_RETRY: RetryPolicy = { attempts: 10, initialDelayMs: 500 };
/**
 * An evening's reminders have four hours to go out: tried again for about two of them (15 s, doubling), so that a
 * read store or projector away for minutes at six costs the evening nothing.
 */
export const REMINDER_RETRY: RetryPolicy = { attempts: 10, initialDelayMs: 15_000 };

/**
 * An erasure that fails (the log or the key store out of reach) is tried for about a day, ten minutes apart at first:
 * a deadline that gave up would keep an address nobody confirmed until the next start's sweep.
 */
export const DEADLINE_RETRY: RetryPolicy = { attempts: 8, initialDelayMs: 600_000 };

export interface NotifierWiringOptions {
  /** in-process: the one-process server; bullmq: the distributed setup (needs REDIS_URL). */
  queues: 'in-process' | 'bullmq';
  runReactor?: boolean;
  runWorkers?: boolean;
  /** The channels to send with; by default those the configuration sets up. */
  channels?: AlertChannels;
  /**
   * The key that signs the newsletter's links to leave, which the command services check: the one-process server's
   * own (loadNewsletterLinkSecret); by default NEWSLETTER_LINK_SECRET. Never one made here: links signed with a key of
   * the notifier's would open nothing.
   */
  newsletterLinkSecret?: string | undefined;
  /** Sends the newsletter; by default as the configuration sets it up, or not at all when it lacks a setting. */
  newsletter?: NewsletterSender;
  logger?: ConsumerLogger;
}

export interface WiredNotifier {
  notifier: RunningNotifier;
  fanOutQueue: JobQueue<FanOutJob>;
  deliveryQueue: JobQueue<DeliveryJob>;
  deadlineQueue: JobQueue<ConfirmationDeadlineJob>;
  reminderQueue: JobQueue<StreakReminderJob>;
  state: NotifierState;
  /** Stops the notifier, then closes its queues and state. */
  close(): Promise<void>;
}

/**
 * The notifier as the configuration sets it up. Its state lives in Redis when REDIS_URL is set, else in its own
 * SQLite file DATA_DIR/notifier.sqlite: never in the read store, which a rebuild replaces with its checkpoints. The
 * in-process queues keep their jobs in DATA_DIR/jobs-<queue>.sqlite.
 */
export async function startNotifierFromConfig(
  config: Config,
  stores: { eventStore: EventStore; readStore: ReadStore; noticeBus?: NoticeBus; personalDataKeys?: PersonalDataKeys },
  options: NotifierWiringOptions,
): Promise<WiredNotifier> {
  if (options.queues === 'bullmq' && !config.REDIS_URL) {
    throw new Error('The notifier with BullMQ queues needs REDIS_URL');
  }
  const connectionName = 'iec-bets-notifier';
  const state = config.REDIS_URL
    ? openRedisNotifierState({ url: config.REDIS_URL, connectionName })
    : openSqliteNotifierState({ file: join(config.DATA_DIR, 'notifier.sqlite') });
  // In-process: a file per queue beside the notifier's state, so waiting jobs and delayed retries outlive a restart.
  // BullMQ is loaded only for the distributed setup: the one-process server's threads never carry it.
  const bullmq = options.queues === 'bullmq' ? await import('@iec-bets/platform/bullmq') : undefined;
  const queue = <Data>(name: string, retry: RetryPolicy): JobQueue<Data> =>
    bullmq
      ? bullmq.openBullMqJobQueue<Data>({
          url: config.REDIS_URL!,
          name,
          retry,
          connectionName,
          lockDurationMs: config.NOTIFIER_JOB_LOCK_SECONDS * 1000,
          stalledIntervalMs: config.NOTIFIER_JOB_LOCK_SECONDS * 1000,
        })
      : createInProcessJobQueue<Data>({
          name,
          retry,
          file: join(config.DATA_DIR, `jobs-${name}.sqlite`),
          ...(options.logger ? { logger: options.logger } : {}),
        });
  const fanOutQueue = queue<FanOutJob>(FAN_OUT_QUEUE, FAN_OUT_RETRY);
  const deliveryQueue = queue<DeliveryJob>(DELIVERY_QUEUE, DELIVERY_RETRY);
  const deadlineQueue = queue<ConfirmationDeadlineJob>(NEWSLETTER_DEADLINE_QUEUE, DEADLINE_RETRY);
  const reminderQueue = queue<StreakReminderJob>(STREAK_REMINDER_QUEUE, REMINDER_RETRY);
  // One pool of SMTP connections for the email alerts and the newsletter alike, closed with the notifier.
  const mail = config.SMTP_URL && config.MAIL_FROM ? createPooledSmtpMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM }) : undefined;
  const mailer = mail ? { mailer: mail.send } : {};
  const newsletter: { send?: NewsletterSender; missing?: string[] } = options.newsletter
    ? { send: options.newsletter }
    : createNewsletterChannel(config, options.newsletterLinkSecret ?? config.NEWSLETTER_LINK_SECRET, mail?.send);
  if (newsletter.missing && options.runWorkers !== false) {
    options.logger?.info(
      { missing: newsletter.missing },
      `The newsletter is not sent: ${newsletter.missing.join(', ')} not set (it needs SMTP_URL, MAIL_FROM, PUBLIC_ORIGIN and NEWSLETTER_LINK_SECRET)`,
    );
  }
  const notifier = startNotifier({
    ...stores,
    state,
    channels: options.channels ?? createAlertChannels(config, mailer),
    newsletter: newsletter.send,
    fanOutQueue,
    deliveryQueue,
    deadlineQueue,
    reminderQueue,
    whatsappStreakReminders: whatsappCarriesStreakReminders(config),
    deliveryAttempts: DELIVERY_RETRY.attempts,
    ...(options.runReactor !== undefined ? { runReactor: options.runReactor } : {}),
    ...(options.runWorkers !== undefined ? { runWorkers: options.runWorkers } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
  });
  return {
    notifier,
    fanOutQueue,
    deliveryQueue,
    deadlineQueue,
    reminderQueue,
    state,
    async close() {
      try {
        await notifier.stop();
        await fanOutQueue.close();
        await deliveryQueue.close();
        await deadlineQueue.close();
        await reminderQueue.close();
        await state.close();
      } finally {
        // Once the workers have stopped (their running deliveries done), whatever else failed to close: its open
        // connections would otherwise hold the process up.
        mail?.close();
      }
    },
  };
}
