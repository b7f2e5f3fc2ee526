import type { DocumentWrite, ReadModelBatch } from '@iec-bets/platform';

/**
 * Saves writes in commits of at most `maxWrites` documents, the checkpoint with the last, so no transaction grows
 * with the number of documents an event touches. At least one commit is made, so a checkpoint with no writes still
 * lands. The fence, when given, guards every part.
 */
export async function commitInParts(
  commit: (batch: ReadModelBatch) => Promise<void>,
  writes: DocumentWrite[],
  maxWrites: number,
  tail: Pick<ReadModelBatch, 'checkpoint' | 'fence'>,
): Promise<void> {
  const fence = tail.fence ? { fence: tail.fence } : {};
  for (let start = 0; start + maxWrites < writes.length; start += maxWrites) {
    await commit({ writes: writes.slice(start, start + maxWrites), ...fence });
  }
  const lastStart = writes.length === 0 ? 0 : Math.floor((writes.length - 1) / maxWrites) * maxWrites;
  await commit({ writes: writes.slice(lastStart), ...(tail.checkpoint ? { checkpoint: tail.checkpoint } : {}), ...fence });
}
