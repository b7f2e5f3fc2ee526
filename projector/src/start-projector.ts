import { PROJECTOR_ADVANCED_CHANNEL, PROJECTOR_CHECKPOINT, type ProjectorAdvancedNotice } from '@iec-bets/contracts';
import {
  startConsumer,
  type Consumer,
  type ConsumerLogger,
  type EventStore,
  type NoticeBus,
  type ReadStore,
} from '@iec-bets/platform';
import { projectEvents } from './project-events.js';

export interface ProjectorOptions {
  eventStore: EventStore;
  readStore: ReadStore;
  noticeBus: NoticeBus;
  logger?: ConsumerLogger;
  /** Events per batch: read, projected and committed together. */
  batchSize?: number;
}

const DEFAULT_BATCH_SIZE = 2000;

/**
 * Follows the log from the read models' checkpoint and projects every batch into them. After each commit it tells
 * the query-services how far the read models now reach, so reads waiting for their own writes can go on.
 */
export function startProjector(options: ProjectorOptions): Consumer {
  const { eventStore, readStore, noticeBus, logger } = options;
  return startConsumer({
    name: 'projector',
    eventStore,
    batchSize: options.batchSize ?? DEFAULT_BATCH_SIZE,
    ...(logger ? { logger } : {}),
    startAfter: () => readStore.checkpoint(PROJECTOR_CHECKPOINT),
    handleBatch: async (events) => {
      await projectEvents(readStore, events);
      const last = events.at(-1);
      if (!last) return;
      const notice: ProjectorAdvancedNotice = { position: last.position };
      // The batch is committed: a lost notice only delays readers until they look at the checkpoint themselves.
      await noticeBus.publish(PROJECTOR_ADVANCED_CHANNEL, notice).catch((error: unknown) => {
        logger?.warn({ err: error, position: last.position }, 'Could not announce the projector position');
      });
    },
  });
}
