import type { RecordedEvent } from '@iec-bets/contracts';
import { startConsumer, type Consumer, type ConsumerLogger, type EventStore, type JobQueue, type NewJob } from '@iec-bets/platform';
import { fanOutJobId, type FanOutJob } from './jobs/alert-jobs.js';
import type { NotifierState } from './state/notifier-state.js';

export const NOTIFIER_CONSUMER_NAME = 'notifier';

export interface AlertReactorOptions {
  eventStore: EventStore;
  state: NotifierState;
  fanOutQueue: JobQueue<FanOutJob>;
  logger?: ConsumerLogger;
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
    default:
      return undefined;
  }
}

/**
 * Follows the log with the notifier's own checkpoint and turns each alerting event into one fan-out job. On its
 * very first start it begins at the end of the log: a new deployment, or a log imported or replayed, never alerts
 * anyone about the past. A batch's jobs are added before its checkpoint is saved; a crash in between adds them
 * again on restart, and their ids make that a no-op.
 */
export function startAlertReactor(options: AlertReactorOptions): Consumer {
  const { eventStore, state, fanOutQueue, logger } = options;
  return startConsumer({
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
    handleBatch: async (events) => {
      const jobs = events.map(fanOutJobFor).filter((job) => job !== undefined);
      await fanOutQueue.add(jobs);
      const last = events.at(-1);
      if (last) await state.saveCheckpoint(last.position);
    },
  });
}
