import { FEED_EVERYONE_CHECKPOINT, FEED_PERSONAL_CHECKPOINT, type RealtimeQuestionNotice } from '@iec-bets/contracts';
import type { ReadStore } from '@iec-bets/platform';
import type { ProjectorFence } from '../projector-lease.js';

/**
 * Saves where a batch's /ws messages go up to, before they are handed over: a query-service that could not hear them
 * (not started yet, or its notice bus out of reach) then knows how far they go, rather than naming the log's whole
 * length and sending every page connecting to it back for everything. Messages are rare (questions a day, friend
 * requests), so this is a commit now and then, not one per batch.
 */
export async function saveFeedPositions(readStore: ReadStore, notices: readonly RealtimeQuestionNotice[], fence?: ProjectorFence): Promise<void> {
  const last = (forEveryone: boolean) => Math.max(0, ...notices.filter((notice) => (notice.to === undefined) === forEveryone).map((notice) => notice.position));
  for (const [name, position] of [
    [FEED_EVERYONE_CHECKPOINT, last(true)],
    [FEED_PERSONAL_CHECKPOINT, last(false)],
  ] as const) {
    if (position > 0) await readStore.commit({ writes: [], checkpoint: { name, position }, ...(fence ? { fence } : {}) });
  }
}
