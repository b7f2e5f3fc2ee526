import { PROJECTOR_CHECKPOINT, type RecordedEvent } from '@iec-bets/contracts';
import type { ReadStore } from '@iec-bets/platform';
import { applyEvents } from './apply-events.js';
import type { ReadModelView } from './projection.js';
import { ProjectionBatch } from './projection-batch.js';
import type { ProjectorFence } from './projector-lease.js';

/**
 * Projects a run of consecutive events of the log into the read store and moves the projector's checkpoint to the
 * last of them, all in one commit (refused, with nothing written, once `fence`'s lease has moved on). Returns the batch's view of the read models as committed, which is what the live
 * projector's announcements are made of.
 */
export async function projectEvents(
  readStore: ReadStore,
  events: readonly RecordedEvent[],
  fence?: ProjectorFence,
): Promise<ReadModelView> {
  const batch = new ProjectionBatch(readStore);
  const last = events.at(-1);
  if (!last) return batch;
  await applyEvents(batch, events);
  await batch.commit({ name: PROJECTOR_CHECKPOINT, position: last.position }, fence);
  return batch;
}
