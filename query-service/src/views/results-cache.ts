import type { PublicResults } from '@iec-bets/contracts';

const MAX_ENTRIES = 5_000;

/**
 * Public results are polled every few seconds by everyone looking at a question, and they change only when the
 * projector commits. Each entry remembers the projector position it was read at: a read at the same position gets
 * it again without touching the store; any commit makes it stale. What is cached is never older than its position,
 * because the store is always at least as far as the position the projector announced.
 */
export class ResultsCache {
  private entries = new Map<string, { position: number; results: PublicResults }>();

  get(questionId: string, position: number): PublicResults | undefined {
    const entry = this.entries.get(questionId);
    return entry && entry.position === position ? entry.results : undefined;
  }

  set(questionId: string, position: number, results: PublicResults): void {
    // A simple bound: a burst of distinct questions empties the cache rather than growing it without limit.
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(questionId, { position, results });
  }
}
