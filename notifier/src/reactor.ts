import type { RecordedEvent } from '@iec-bets/contracts';
import {
  ProjectorWatermark,
  startConsumer,
  type Consumer,
  type ConsumerLogger,
  type EventStore,
  type JobQueue,
  type NewJob,
  type NoticeBus,
  type ReadStore,
  unconfirmedErasureDueAt,
} from '@iec-bets/platform';
import { fanOutJobId, type ConfirmationDeadlineJob, type FanOutJob } from './jobs/alert-jobs.js';
import { withOpeningTimes } from './jobs/question-opening.js';
import type { NotifierState } from './state/notifier-state.js';

export const NOTIFIER_CONSUMER_NAME = 'notifier';

export interface AlertReactorOptions {
  eventStore: EventStore;
  /** Where the projector's checkpoint is: no event is handed on before the read models show it. */
  readStore: ReadStore;
  /** The projector's notices, which end a wait at once; without them the checkpoint is looked at every second. */
  noticeBus?: NoticeBus | undefined;
  state: NotifierState;
  fanOutQueue: JobQueue<FanOutJob>;
  /** Where the newsletter's confirmation deadlines wait; without it none is set. */
  deadlineQueue?: JobQueue<ConfirmationDeadlineJob> | undefined;
  logger?: ConsumerLogger;
}

/**
 * The types of the events that alert someone (fanOutJobFor) or set a job for later (deadlineJobFor): the reactor reads these alone, so
 * that election night's half a million answers are passed over where the log is kept instead of each read, parsed and
 * dropped here.
 */
export const REACTED_EVENT_TYPES = [
  'QuestionPublished',
  'QuestionResolved',
  'QuestionResolutionCorrected',
  'NewsletterSubscribed',
] as const satisfies ReadonlyArray<RecordedEvent['type']>;

/**
 * The job that erases a newsletter subscription if nobody has confirmed it an hour after its last link stopped
 * working; undefined for every other event.
 */
export function deadlineJobFor(event: RecordedEvent): NewJob<ConfirmationDeadlineJob> | undefined {
  if (event.type !== 'NewsletterSubscribed') return undefined;
  const { subscriberId, subscriptionId } = event.data;
  return {
    id: `${event.id}:deadline`,
    data: { kind: 'newsletter-confirmation-deadline', eventId: event.id, position: event.position, subscriberId, subscriptionId },
    notBefore: unconfirmedErasureDueAt({ requestedAt: event.metadata.occurredAt }),
  };
}

/** The events that alert someone, as fan-out jobs; every other event alerts nobody. */
export function fanOutJobFor(event: RecordedEvent): NewJob<FanOutJob> | undefined {
  const about = { eventId: event.id, position: event.position };
  switch (event.type) {
    case 'QuestionPublished':
      return { id: fanOutJobId(event.id), data: { kind: 'new-question', ...about, questionId: event.data.questionId } };
    case 'QuestionResolved': {
      const { questionId, correctOptionId } = event.data;
      return { id: fanOutJobId(event.id), data: { kind: 'question-resolved', ...about, questionId, correctOptionId } };
    }
    case 'QuestionResolutionCorrected': {
      const { questionId, correctOptionId } = event.data;
      return { id: fanOutJobId(event.id), data: { kind: 'resolution-corrected', ...about, questionId, correctOptionId } };
    }
    default:
      return undefined;
  }
}

/** A waiting reactor looks at the projector's checkpoint this often when no notice comes. */
const PROJECTOR_POLL_MS = 1_000;
/** How often a long wait for the projector is logged, so that an operator sees why no alert goes out. */
const WAIT_REPORT_MS = 30_000;

/**
 * Follows the log with the notifier's own checkpoint and turns each alerting event into one fan-out job. On its
 * very first start it begins at the end of the log: a new deployment, or a log imported or replayed, never alerts
 * anyone about the past. A batch's jobs are added before its checkpoint is saved; a crash in between adds them
 * again on restart, and their ids make that a no-op.
 *
 * A fan-out reads who to alert from the read models, so a batch's jobs are added only once the projector has
 * committed past them. The reactor waits for that as long as it takes: a projector down for an hour delays the
 * alerts by an hour and loses none, where a fan-out retried against read models that lag would give up.
 */
export function startAlertReactor(options: AlertReactorOptions): Consumer {
  const { eventStore, state, fanOutQueue, logger } = options;
  const stopping = new AbortController();
  const projector = ProjectorWatermark.start(options.readStore, options.noticeBus, { pollMs: PROJECTOR_POLL_MS });
  // Should subscribing fail, the handler below meets the same error and the consumer retries the batch.
  projector.catch(() => undefined);

  async function untilProjected(position: number): Promise<void> {
    const watermark = await projector;
    const since = Date.now();
    let reportedAt = since;
    while ((await watermark.waitFor(position, PROJECTOR_POLL_MS)) < position) {
      if (stopping.signal.aborted) throw new Error('The notifier stopped while waiting for the projector');
      if (Date.now() - reportedAt >= WAIT_REPORT_MS) {
        reportedAt = Date.now();
        logger?.warn(
          { consumer: NOTIFIER_CONSUMER_NAME, position, waitedMs: reportedAt - since },
          'Waiting for the projector to pass an event before alerting anyone about it',
        );
      }
    }
  }

  const consumer = startConsumer({
    name: NOTIFIER_CONSUMER_NAME,
    eventStore,
    ...(logger ? { logger } : {}),
    startAfter: async () => {
      const saved = await state.checkpoint();
      if (saved !== null) return saved;
      const head = await eventStore.headPosition();
      await state.saveCheckpoint(head);
      logger?.info({ consumer: NOTIFIER_CONSUMER_NAME, position: head }, 'First start: alerting from the end of the log');
      return head;
    },
    eventTypes: REACTED_EVENT_TYPES,
    handleBatch: async (events, through) => {
      const jobs = events.map(fanOutJobFor).filter((job) => job !== undefined);
      const newest = jobs.at(-1)?.data.position;
      if (newest !== undefined) await untilProjected(newest);
      // After the wait: the read models then hold each announced question's day.
      await fanOutQueue.add(await withOpeningTimes(jobs, options.readStore));
      const deadlines = events.map(deadlineJobFor).filter((job) => job !== undefined);
      if (deadlines.length > 0) await options.deadlineQueue?.add(deadlines);
      await state.saveCheckpoint(through);
    },
  });

  return {
    position: () => consumer.position(),
    onAdvance: (listener) => consumer.onAdvance(listener),
    waitFor: (position, timeoutMs) => consumer.waitFor(position, timeoutMs),
    caughtUp: () => consumer.caughtUp(),
    async stop() {
      stopping.abort();
      const stopped = consumer.stop();
      await (await projector.catch(() => undefined))?.stop();
      await stopped;
    },
  };
}
