import type { DocumentWrite, ReadModelBatch } from '@iec-bets/platform';

/**
 * Saves writes in commits of at most `maxWrites` documents, the checkpoint with the last, so no transaction grows
 * with the number of documents an event touches. At least one commit is made, so a checkpoint with no writes still
 * lands. The fence, when given, guards every part.
 *
 * Every put goes before every delete. Should the projector stop between two parts, the event is worked out again
 * from what the first parts left: a document one read model derives from another's (the record of a comment a
 * question's deletion takes off show) must not find its source already deleted. A put stamped with the event's
 * position is left alone then, and a delete done twice is done once.
 */
export async function commitInParts(
  commit: (batch: ReadModelBatch) => Promise<void>,
  everyWrite: DocumentWrite[],
  maxWrites: number,
  tail: Pick<ReadModelBatch, 'checkpoint' | 'fence'>,
): Promise<void> {
  const writes = [...everyWrite.filter((write) => write.kind === 'put'), ...everyWrite.filter((write) => write.kind === 'delete')];
  const fence = tail.fence ? { fence: tail.fence } : {};
  for (let start = 0; start + maxWrites < writes.length; start += maxWrites) {
    await commit({ writes: writes.slice(start, start + maxWrites), ...fence });
  }
  const lastStart = writes.length === 0 ? 0 : Math.floor((writes.length - 1) / maxWrites) * maxWrites;
  await commit({ writes: writes.slice(lastStart), ...(tail.checkpoint ? { checkpoint: tail.checkpoint } : {}), ...fence });
}
