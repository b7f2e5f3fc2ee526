import type { ProjectorAdvancedNotice } from '@iec-bets/contracts';
import { PositionedCopies } from './positioned-copies.js';

/**
 * How long a copy is kept at most, notices or not: read models swapped in behind the projector's back (`iec-bets
 * replay` while the server runs) announce nothing, and a copy must not outlive them for long.
 */
const MAX_AGE_MS = 30_000;

/** What the cache needs to know of the projector: its furthest notice (see ProjectorWatermark.lastNotice). */
export interface QuestionsChangeSource {
  lastNotice(): ProjectorAdvancedNotice | undefined;
}

/**
 * Answers made from the questions read model alone (today's questions, the public lists, a question's public
 * results), as JSON bodies, kept per replica. A new question makes every open client refetch the lists at once, and
 * everyone looking at a question polls its results: each is read from the store once, and everyone else gets that
 * copy, until the questions change. The projector's many batches that leave them alone (a resolution's pages of
 * answers and statistics, sign-ups) keep the copies good.
 *
 * A copy read at position `e` is good for a reader at position `p` (its `x-read-position`) when it cannot miss
 * anything the reader must see: either `e >= p`, or the projector has said, in a notice at or past `p`, that it last
 * changed the questions at or before `e`. So a reader who has just answered never gets a copy from before their
 * answer (which changed the counts), and while no notice is heard (a bus out of reach) a copy serves only readers at
 * its own position. Readers who miss share one read of the store: a copy under way is a copy.
 */
export class QuestionReadsCache extends PositionedCopies<string> {
  constructor(projector: QuestionsChangeSource, options: { maxEntries: number; now?: () => number }) {
    super({
      ...options,
      maxAgeMs: MAX_AGE_MS,
      holds: (cachedAt, readPosition) => {
        if (cachedAt >= readPosition) return true;
        const notice = projector.lastNotice();
        if (!notice || notice.position < readPosition) return false;
        return (notice.questionsChangedAt ?? notice.position) <= cachedAt;
      },
    });
  }
}
