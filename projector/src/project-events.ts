import { PROJECTOR_CHECKPOINT, type RecordedEvent } from '@iec-bets/contracts';
import { applyEvents, type Projections } from './apply-events.js';
import { projectQuestionWideEvent } from './project-question-wide-event.js';
import { ProjectionBatch, type ProjectionStore } from './projection-batch.js';
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

/**
 * Projects a run of consecutive events of the log into the read store and moves the projector's checkpoint past
 * them, in commits of at most `maxWrites` documents each (refused, with nothing written, once `fence`'s lease has
 * moved on). A question-wide event is projected a page of answers at a time (see project-question-wide-event.ts).
 */
export async function projectEvents(
  readStore: ProjectionStore,
  events: readonly RecordedEvent[],
  options: ProjectEventsOptions = {},
): Promise<void> {
  const { fence, maxWrites = MAX_TRANSACTION_DOCUMENTS, projections = readModelProjections } = options;
  const pending = events;
  let start = 0;
  while (start < pending.length) {
    const first = pending[start]!;
    if (isQuestionWide(first)) {
      await projectQuestionWideEvent(readStore, first, {
        checkpointName: PROJECTOR_CHECKPOINT,
        projections,
        maxWrites,
        ...(fence ? { fence } : {}),
      });
      start++;
      continue;
    }
    let end = start + 1;
    while (end < pending.length && !isQuestionWide(pending[end]!)) end++;
    const run = pending.slice(start, end);
    const batch = new ProjectionBatch(readStore);
    const applied = await applyEvents(batch, run, projections, maxWrites);
    // More than the bound only when one event alone writes more (a user with thousands of celebrations deleted).
    await batch.commitInParts({ name: PROJECTOR_CHECKPOINT, position: run[applied - 1]!.position }, maxWrites, fence);
    start += applied;
  }
}
