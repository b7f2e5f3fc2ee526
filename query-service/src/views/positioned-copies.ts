interface Copy<T> {
  position: number;
  readAt: number;
  value: Promise<T>;
  /** The value, once read. */
  settled?: { value: T };
}

/**
 * Copies of reads that are the same for every reader (the top of a leaderboard, the summary under it), kept per
 * replica by the projector position they were read at.
 *
 * A copy read at position `e` serves a reader at position `p` (the read's `x-read-position`) when `e >= p`: it holds
 * everything up to the reader's position, so a reader who has just written never gets a copy from before their write.
 * The projector's position moves only when a batch's last commit lands, so while a question's resolution is projected
 * a page at a time (seconds, at a national audience) the position stands still and a copy serves everyone until it
 * is `maxAgeMs` old. Each page commits its answerers' records before the position moves, so a copy read part-way
 * shows part of the resolution, as an uncached read then would. At other times each copy lasts until the next batch,
 * and readers who miss at the same moment share one read of the store.
 *
 * `maxAgeMs` bounds a copy whatever the position says: read models swapped in behind the projector's back (`iec-bets
 * replay` while the server runs) announce nothing. `holds` may widen what a copy serves, where a reader can know that
 * nothing it reads changed since the copy's position (see question-reads-cache.ts).
 */
export class PositionedCopies<T> {
  private readonly entries = new Map<string, Copy<T>>();

  constructor(
    private readonly options: {
      /** A burst of distinct keys past this empties the copies rather than growing them without limit. */
      maxEntries: number;
      maxAgeMs: number;
      /** Whether a copy read at `copyPosition` serves a reader at `readPosition`; `copyPosition >= readPosition` if not given. */
      holds?: (copyPosition: number, readPosition: number) => boolean;
      now?: () => number;
    },
  ) {}

  /** The copy under `key` good for a reader at `readPosition`; read with `load` (at that position) when none is. */
  get(key: string, readPosition: number, load: () => Promise<T>): Promise<T> {
    const now = this.options.now?.() ?? Date.now();
    const entry = this.entries.get(key);
    if (entry && now - entry.readAt < this.options.maxAgeMs && this.holds(entry.position, readPosition)) return entry.value;
    // A copy that does not hold is older than this reader, or too old, so this read replaces it.
    const value = load();
    const fresh: Copy<T> = { position: readPosition, readAt: now, value };
    if (!entry && this.entries.size >= this.options.maxEntries) this.entries.clear();
    this.entries.set(key, fresh);
    value.then(
      (read) => void (fresh.settled = { value: read }),
      // A failed read is not kept: the next reader tries again.
      () => {
        if (this.entries.get(key) === fresh) this.entries.delete(key);
      },
    );
    return value;
  }

  /**
   * The copy under `key` good for a reader at `readPosition`, if one has been read already: for answers that cannot
   * wait (see early-answers.ts). Never reads the store.
   */
  ready(key: string, readPosition: number): T | undefined {
    const entry = this.entries.get(key);
    if (!entry?.settled) return undefined;
    const now = this.options.now?.() ?? Date.now();
    if (now - entry.readAt >= this.options.maxAgeMs || !this.holds(entry.position, readPosition)) return undefined;
    return entry.settled.value;
  }

  private holds(copyPosition: number, readPosition: number): boolean {
    return this.options.holds ? this.options.holds(copyPosition, readPosition) : copyPosition >= readPosition;
  }
}
