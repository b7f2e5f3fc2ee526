import { PROJECTOR_CHECKPOINT, type RecordedEvent } from '@iec-bets/contracts';
import type { Document, ReadStore } from '@iec-bets/platform';
import { applyEvents, type Projections } from './apply-events.js';
import { projectQuestionWideEvent } from './project-question-wide-event.js';
import type { FindQuery, ReadModelView } from './projection.js';
import { ProjectionBatch } from './projection-batch.js';
import type { ProjectorFence } from './projector-lease.js';
import { readModelProjections } from './projections/read-model-projections.js';
import { isQuestionWide } from './question-wide-event.js';

/**
 * The most documents one commit writes. A MongoDB transaction must finish within 60 seconds and a command within
 * 16 MB; a SQLite one holds the write lock that readers of the WAL queue behind. Ten thousand documents is a fraction
 * of a second on either.
 */
export const MAX_TRANSACTION_DOCUMENTS = 10_000;

export interface ProjectEventsOptions {
  fence?: ProjectorFence;
  maxWrites?: number;
  projections?: Projections;
}

/** What the last commit that knew a document left it as: the documents of a run committed in several parts. */
class LastCommittedView implements ReadModelView {
  readonly version = 0;

  constructor(private readonly batches: readonly ProjectionBatch[]) {}

  get<D extends Document>(collection: string, id: string): D | undefined {
    for (let i = this.batches.length - 1; i >= 0; i--) {
      const doc = this.batches[i]!.known<D>(collection, id);
      if (doc !== undefined) return doc ?? undefined;
    }
    return undefined;
  }

  find<D extends Document>(collection: string, _query: FindQuery): D[] {
    throw new Error(`The view of several commits finds nothing (asked for ${collection}): read it by id`);
  }
}

/**
 * Projects a run of consecutive events of the log into the read store and moves the projector's checkpoint past
 * them, in commits of at most `maxWrites` documents each (refused, with nothing written, once `fence`'s lease has
 * moved on). A question-wide event is projected a page of answers at a time (see project-question-wide-event.ts).
 * Returns the view of the read models as committed, which is what the live projector's announcements are made of.
 */
export async function projectEvents(
  readStore: ReadStore,
  events: readonly RecordedEvent[],
  options: ProjectEventsOptions = {},
): Promise<ReadModelView> {
  const { fence, maxWrites = MAX_TRANSACTION_DOCUMENTS, projections = readModelProjections } = options;
  const committed: ProjectionBatch[] = [];
  const pending = events;
  let start = 0;
  while (start < pending.length) {
    const first = pending[start]!;
    if (isQuestionWide(first)) {
      committed.push(
        await projectQuestionWideEvent(readStore, first, {
          checkpointName: PROJECTOR_CHECKPOINT,
          projections,
          maxWrites,
          ...(fence ? { fence } : {}),
        }),
      );
      start++;
      continue;
    }
    let end = start + 1;
    while (end < pending.length && !isQuestionWide(pending[end]!)) end++;
    const run = pending.slice(start, end);
    const batch = new ProjectionBatch(readStore);
    const applied = await applyEvents(batch, run, projections, maxWrites);
    await batch.commit({ name: PROJECTOR_CHECKPOINT, position: run[applied - 1]!.position }, fence);
    committed.push(batch);
    start += applied;
  }
  if (committed.length === 0) return new ProjectionBatch(readStore);
  return committed.length === 1 ? committed[0]! : new LastCommittedView(committed);
}
