import type { Consumer, ConsumerLogger, EventStore, JobQueue, JobWorker, NoticeBus, ReadStore } from '@iec-bets/platform';
import type { AlertChannels } from './alerts/alert.js';
import { withChannelLimits } from './channels/channel-limits.js';
import { createDeliveryHandler } from './delivery.js';
import { createFanOutHandler } from './fan-out.js';
import type { DeliveryJob, FanOutJob } from './jobs/alert-jobs.js';
import { startAlertReactor } from './reactor.js';
import type { NotifierState } from './state/notifier-state.js';

export interface NotifierOptions {
  eventStore: EventStore;
  readStore: ReadStore;
  /** The projector's notices: the reactor waits for the projector to pass each alerting event. */
  noticeBus?: NoticeBus | undefined;
  state: NotifierState;
  channels: AlertChannels;
  fanOutQueue: JobQueue<FanOutJob>;
  deliveryQueue: JobQueue<DeliveryJob>;
  /** Follow the log here (exactly one process should); default true. */
  runReactor?: boolean;
  /** Run fan-out and delivery jobs here (any number of processes may); default true. */
  runWorkers?: boolean;
  /**
   * Deliveries sent at the same time by this process: they mostly wait on the network. Email and WhatsApp are held
   * to fewer of them (see channel-limits).
   */
  deliveryConcurrency?: number;
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

/** The reactor that turns events into fan-out jobs, and the workers that fan out and deliver. */
export function startNotifier(options: NotifierOptions): RunningNotifier {
  const { eventStore, readStore, state, channels, fanOutQueue, deliveryQueue, logger } = options;
  const reactor =
    options.runReactor === false
      ? undefined
      : startAlertReactor({ eventStore, readStore, noticeBus: options.noticeBus, state, fanOutQueue, ...(logger ? { logger } : {}) });
  const workers: JobWorker[] = [];
  if (options.runWorkers !== false) {
    workers.push(fanOutQueue.work(createFanOutHandler({ readStore, deliveryQueue, ...(options.clock ? { clock: options.clock } : {}) })));
    workers.push(
      deliveryQueue.work(
        createDeliveryHandler({
          channels: withChannelLimits(channels),
          state,
          eventStore,
          readStore,
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
      await reactor?.stop();
      await Promise.all(workers.map((worker) => worker.close()));
    },
  };
}
