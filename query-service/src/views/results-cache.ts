const MAX_ENTRIES = 5_000;

/**
 * Public results are polled every few seconds by everyone looking at a question, and they change only when the
 * projector commits. Each entry remembers the projector position it was read at: a read at the same position gets
 * it again without touching the store; any commit makes it stale. What is cached is never older than its position,
 * because the store is always at least as far as the position the projector announced. It keeps the JSON body, checked
 * against its schema once when cached, so that a poll is answered without encoding the results again.
 */
export class ResultsCache {
  private entries = new Map<string, { position: number; body: string }>();

  get(questionId: string, position: number): string | undefined {
    const entry = this.entries.get(questionId);
    return entry && entry.position === position ? entry.body : undefined;
  }

  set(questionId: string, position: number, body: string): void {
    // A simple bound: a burst of distinct questions empties the cache rather than growing it without limit.
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(questionId, { position, body });
  }
}
