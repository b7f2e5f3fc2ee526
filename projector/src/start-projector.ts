import {
  PROJECTOR_ADVANCED_CHANNEL,
  PROJECTOR_CHECKPOINT,
  REALTIME_QUESTION_CHANNEL,
  ReadModel,
  type ProjectorAdvancedNotice,
  isErasureEvent,
} from '@iec-bets/contracts';
import {
  LeaseLostError,
  startConsumer,
  type Consumer,
  type ConsumerLogger,
  type EventStore,
  type NoticeBus,
  type ReadStore,
} from '@iec-bets/platform';
import { ReadModelChanges } from './notices/read-model-changes.js';
import { projectEvents } from './project-events.js';
import type { ProjectorFence } from './projector-lease.js';
import { saveFeedPositions } from './realtime/feed-positions.js';
import { realtimeNoticesOf } from './realtime/realtime-notices.js';

export interface ProjectorOptions {
  eventStore: EventStore;
  readStore: ReadStore;
  noticeBus: NoticeBus;
  logger?: ConsumerLogger;
  /** Events per batch: read, projected and committed together. */
  batchSize?: number;
  /** Commit only while holding this lease (see startLeasedProjector); unfenced otherwise. */
  fence?: ProjectorFence;
  /** Told when a batch was refused because the lease moved on: the caller must stop this projector. */
  onLeaseLost?: () => void;
}

const DEFAULT_BATCH_SIZE = 2000;


/** How old a publication or resolution may be and still be announced on /ws (see realtimeNoticesOf). */
const REALTIME_FRESHNESS_MS = 10 * 60_000;

/**
 * Follows the log from the read models' checkpoint and projects every batch into them. After each commit it tells
 * the query-services how far the read models now reach, so reads waiting for their own writes can go on, and
 * hands them the /ws messages of the batch (a question published or resolved). A rebuild announces nothing.
 */
export function startProjector(options: ProjectorOptions): Consumer {
  const { eventStore, readStore, noticeBus, logger } = options;
  const questionsChanges = new ReadModelChanges((write) => write.collection === ReadModel.questions);
  // A comment shows its author's name: a deleted account turns it into "Deleted user". A name never changes after
  // registration, so the other writes to the users (sign-ups, settings, admin rights, all night long on election
  // night) leave every cached discussion good; should renaming come, its writes count here (until then a copy is kept
  // 30 s at most whatever the notices say).
  const commentsChanges = new ReadModelChanges(
    (write) => write.collection === ReadModel.comments || (write.collection === ReadModel.users && write.kind === 'delete'),
  );
  const projectedStore = commentsChanges.observe(questionsChanges.observe(readStore));
  // Whether the read store's log may still hold an erased account's old documents. Owed at start too: a crash
  // between an erasure's commit and its emptying of the log, or a rebuild swapped in meanwhile, leaves it owed, and
  // the batch is not projected again. Tried after every batch until a reader's snapshot no longer stops it.
  let forgetOwed = true;
  return startConsumer({
    name: 'projector',
    eventStore,
    batchSize: options.batchSize ?? DEFAULT_BATCH_SIZE,
    ...(logger ? { logger } : {}),
    startAfter: () => readStore.checkpoint(PROJECTOR_CHECKPOINT),
    handleBatch: async (events) => {
      try {
        // A batch handed over again after it failed part-way: the commits it made before the failure stand.
        const done = await readStore.checkpoint(PROJECTOR_CHECKPOINT);
        const fresh = events.filter((event) => event.position > done);
        await projectEvents(projectedStore, fresh, options.fence ? { fence: options.fence } : {});
        // An erased person's documents are deleted by the batch; their old versions leave the store's log now.
        if (fresh.some(isErasureEvent)) forgetOwed = true;
        if (forgetOwed && readStore.forgetOldVersions) {
          forgetOwed = !(await readStore.forgetOldVersions());
          if (forgetOwed) logger?.warn({}, "The read models' log could not be emptied after an erasure: a reader held it; trying again after the next batch");
        }
      } catch (error) {
        if (error instanceof LeaseLostError) options.onLeaseLost?.();
        throw error;
      }
      const last = events.at(-1);
      if (!last) return;
      const notice: ProjectorAdvancedNotice = {
        position: last.position,
        questionsChangedAt: questionsChanges.announce(last.position),
        commentsChangedAt: commentsChanges.announce(last.position),
      };
      // The batch is committed: a lost notice only delays readers until they look at the checkpoint themselves.
      await noticeBus.publish(PROJECTOR_ADVANCED_CHANNEL, notice).catch((error: unknown) => {
        logger?.warn({ err: error, position: last.position }, 'Could not announce the projector position');
      });
      // After the position, on the same bus and so in this order: a query-service knows the read models reach this
      // far before its clients refetch. A lost message is not retried: it only tells clients to refetch.
      const notBefore = new Date(Date.now() - REALTIME_FRESHNESS_MS);
      const realtimeNotices = await realtimeNoticesOf(events, readStore, notBefore);
      await saveFeedPositions(readStore, realtimeNotices, options.fence).catch((error: unknown) => {
        // The messages go out anyway: a replica that starts before the next one may name too early a position.
        logger?.warn({ err: error }, "Could not save the /ws messages' position");
      });
      for (const realtime of realtimeNotices) {
        await noticeBus.publish(REALTIME_QUESTION_CHANNEL, realtime).catch((error: unknown) => {
          logger?.warn({ err: error, position: realtime.position }, 'Could not hand a /ws message to the query-services');
        });
      }
    },
  });
}
