import type { ProjectorAdvancedNotice } from '@iec-bets/contracts';
import { PositionedCopies } from './positioned-copies.js';

/**
 * How long a copy is kept at most, notices or not: read models swapped in behind the projector's back (`iec-bets
 * replay` while the server runs) announce nothing, and a copy must not outlive them for long.
 */
const MAX_AGE_MS = 30_000;

/** What the copies need to know of the projector: its furthest notice (see ProjectorWatermark.lastNotice). */
export interface ProjectorNotices {
  lastNotice(): ProjectorAdvancedNotice | undefined;
}

/**
 * Where a notice says the read models that a kind of copy is made from last changed; undefined when it does not say
 * (an older projector), which counts every batch as a change.
 */
export type ChangedAtOf = (notice: ProjectorAdvancedNotice) => number | undefined;

/**
 * Copies of reads made from a few read models alone, as JSON bodies, kept per replica until the projector says those
 * read models changed: the projector's many batches that leave them alone keep the copies good.
 *
 * A copy read at position `e` is good for a reader at position `p` (its `x-read-position`) when it cannot miss
 * anything the reader must see: either `e >= p`, or the projector has said, in a notice at or past `p`, that it last
 * changed those read models at or before `e`. So a reader who has just written never gets a copy from before their
 * write, and while no notice is heard (a bus out of reach) a copy serves only readers at its own position. Readers who
 * miss share one read of the store: a copy under way is a copy.
 */
export class NoticedCopies extends PositionedCopies<string> {
  constructor(projector: ProjectorNotices, changedAt: ChangedAtOf, options: { maxEntries: number; now?: () => number }) {
    super({
      ...options,
      maxAgeMs: MAX_AGE_MS,
      holds: (cachedAt, readPosition) => {
        if (cachedAt >= readPosition) return true;
        const notice = projector.lastNotice();
        if (!notice || notice.position < readPosition) return false;
        return (changedAt(notice) ?? notice.position) <= cachedAt;
      },
    });
  }
}
