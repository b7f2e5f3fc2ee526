import type { Consumer, ConsumerLogger, EventStore, JobQueue, JobWorker, NoticeBus, PersonalDataKeys, ReadStore } from '@iec-bets/platform';
import type { AlertChannels, NewsletterSender } from './alerts/alert.js';
import { DEFAULT_CHANNEL_LIMITS, sharedLimit, withChannelLimits } from './channels/channel-limits.js';
import { createDeliveryHandler } from './delivery.js';
import { createFanOutHandler } from './fan-out.js';
import { createStreakReminderHandler } from './streaks/streak-reminder-fan-out.js';
import { setStreakReminders } from './streaks/streak-reminder-jobs.js';
import { setMissingDeadlines } from './newsletter/deadline-sweep.js';
import { createUnconfirmedExpiry } from './newsletter/unconfirmed-expiry.js';
import type { ConfirmationDeadlineJob, DeliveryJob, FanOutJob, StreakReminderJob } from './jobs/alert-jobs.js';
import { startAlertReactor } from './reactor.js';
import type { NotifierState } from './state/notifier-state.js';

export interface NotifierOptions {
  eventStore: EventStore;
  readStore: ReadStore;
  /** The projector's notices: the reactor waits for the projector to pass each alerting event. */
  noticeBus?: NoticeBus | undefined;
  /**
   * The keys that seal personal data in the log: the notifier erases newsletter subscriptions nobody confirmed in
   * their time (newsletter/unconfirmed-expiry.ts), and without them leaves them be.
   */
  personalDataKeys?: PersonalDataKeys | undefined;
  state: NotifierState;
  channels: AlertChannels;
  /**
   * Sends the daily question to the confirmed newsletter subscribers; without it (the newsletter not configured) a
   * new question is queued for nobody on that list.
   */
  newsletter?: NewsletterSender | undefined;
  fanOutQueue: JobQueue<FanOutJob>;
  deliveryQueue: JobQueue<DeliveryJob>;
  /**
   * Where the newsletter's confirmation deadlines wait (ConfirmationDeadlineJob); worked only with `personalDataKeys`,
   * which an erasure needs.
   */
  deadlineQueue?: JobQueue<ConfirmationDeadlineJob> | undefined;
  /**
   * Where each evening's streak reminders wait for their hour (streaks/); without it no reminder is sent. The process
   * that follows the log sets today's and tomorrow's at its start, and each evening's sets the next.
   */
  reminderQueue?: JobQueue<StreakReminderJob> | undefined;
  /** Whether WhatsApp carries streak reminders: only with a template approved for them; default false. */
  whatsappStreakReminders?: boolean;
  /** Follow the log here (exactly one process should); default true. */
  runReactor?: boolean;
  /** Run fan-out and delivery jobs here (any number of processes may); default true. */
  runWorkers?: boolean;
  /**
   * Deliveries sent at the same time by this process: they mostly wait on the network. Email and WhatsApp are held
   * to fewer of them (see channel-limits).
   */
  deliveryConcurrency?: number;
  /** The delivery queue's attempts in all (its retry policy's): see DeliveryOptions.deliveryAttempts. */
  deliveryAttempts?: number;
  logger?: ConsumerLogger;
  clock?: () => Date;
}

export interface RunningNotifier {
  /** The reactor, when this process runs it. */
  reactor: Consumer | undefined;
  /** Stops following the log, then lets the jobs in hand finish. The queues and state stay open: their owner closes them. */
  stop(): Promise<void>;
}

/**
 * Web push deliveries in flight at once per process. A push service answers in tens of milliseconds from afar; at 8
 * at a time, as before, an alert to 500,000 browsers took the best part of an hour at 50 ms each, at 64 a few minutes.
 */
export const DELIVERY_CONCURRENCY = 64;

/** How often the process that follows the log sees that today's and tomorrow's streak reminders are set. */
const REMINDER_LOOK_MS = 60 * 60 * 1000;

const clockOf = (options: NotifierOptions) => (options.clock ? { clock: options.clock } : {});

/** The reactor that turns events into fan-out jobs, and the workers that fan out and deliver. */
export function startNotifier(options: NotifierOptions): RunningNotifier {
  const { eventStore, readStore, state, channels, fanOutQueue, deliveryQueue, logger } = options;
  const reactor =
    options.runReactor === false
      ? undefined
      : startAlertReactor({
          eventStore,
          readStore,
          noticeBus: options.noticeBus,
          state,
          fanOutQueue,
          deadlineQueue: options.deadlineQueue,
          ...(logger ? { logger } : {}),
        });
  // The deadlines the reactor never set (deadline-sweep.ts), once per start of the process that follows the log.
  const sweeping =
    reactor && options.deadlineQueue
      ? setMissingDeadlines(readStore, options.deadlineQueue).then(
          (set) => logger?.info({ set }, 'Newsletter subscriptions waiting for confirmation: each has its deadline'),
          (error: unknown) => logger?.warn({ err: error }, 'The deadlines of unconfirmed newsletter subscriptions could not be set; the next start tries again'),
        )
      : undefined;
  const { reminderQueue } = options;
  // Today's streak reminders and tomorrow's, by the process that follows the log, at its start and every hour: each
  // evening's sets the next, and the hourly look puts the chain back should a job be lost (a queue emptied by hand).
  // Not waited for on stopping: with Redis away the add waits for it, and a stop must not (the queue's close ends it).
  let reminderLook: NodeJS.Timeout | undefined;
  if (reactor && reminderQueue) {
    const setReminders = () =>
      void setStreakReminders(reminderQueue, (options.clock ?? (() => new Date()))()).catch((error: unknown) =>
        logger?.warn({ err: error }, 'The streak reminders could not be set; the next look tries again'),
      );
    setReminders();
    reminderLook = setInterval(setReminders, REMINDER_LOOK_MS).unref();
  }
  const workers: JobWorker[] = [];
  if (options.runWorkers !== false) {
    workers.push(
      fanOutQueue.work(
        createFanOutHandler({
          readStore,
          deliveryQueue,
          newsletter: options.newsletter !== undefined,
          ...clockOf(options),
        }),
      ),
    );
    if (reminderQueue) {
      workers.push(reminderQueue.work(createStreakReminderHandler({ eventStore, readStore, deliveryQueue, reminderQueue, ...clockOf(options) })));
    }
    if (options.deadlineQueue && options.personalDataKeys) {
      const expire = createUnconfirmedExpiry({ eventStore, personalDataKeys: options.personalDataKeys, ...clockOf(options) });
      workers.push(options.deadlineQueue.work(async ({ id, data }) => expire(id, data)));
    }
    // The newsletter goes through the same mail relay as the email alerts, and takes turns with them.
    const email = sharedLimit(DEFAULT_CHANNEL_LIMITS.email);
    workers.push(
      deliveryQueue.work(
        createDeliveryHandler({
          channels: withChannelLimits(channels, DEFAULT_CHANNEL_LIMITS, email),
          newsletter: options.newsletter && email(options.newsletter),
          state,
          eventStore,
          readStore,
          whatsappStreakReminders: options.whatsappStreakReminders ?? false,
          ...(options.deliveryAttempts ? { deliveryAttempts: options.deliveryAttempts } : {}),
          ...(options.clock ? { clock: options.clock } : {}),
          ...(logger ? { logger } : {}),
        }),
        { concurrency: options.deliveryConcurrency ?? DELIVERY_CONCURRENCY },
      ),
    );
  }
  return {
    reactor,
    async stop() {
      clearInterval(reminderLook);
      await sweeping;
      await reactor?.stop();
      await Promise.all(workers.map((worker) => worker.close()));
    },
  };
}
