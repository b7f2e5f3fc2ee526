import type { RecordedEvent } from '@iec-bets/contracts';

/**
 * The events of recently read streams, for a store whose reads cost more than remembering them (every answer reads
 * its question's stream). The store drops a stream when it appends to it, and everything when another connection
 * may have appended (see the SQLite store's use of `PRAGMA data_version`). Entries are frozen: one array is handed
 * to every reader, so none may change it.
 */
export class StreamCache {
  private readonly streams = new Map<string, readonly RecordedEvent[]>();

  constructor(private readonly maxStreams: number) {}

  get(streamId: string): readonly RecordedEvent[] | undefined {
    const events = this.streams.get(streamId);
    if (events) {
      // Re-inserted, so the Map's order is the order of last use and the eviction below drops the coldest stream.
      this.streams.delete(streamId);
      this.streams.set(streamId, events);
    }
    return events;
  }

  set(streamId: string, events: RecordedEvent[]): readonly RecordedEvent[] {
    const frozen = Object.freeze(events);
    this.streams.set(streamId, frozen);
    if (this.streams.size > this.maxStreams) this.streams.delete(this.streams.keys().next().value!);
    return frozen;
  }

  forget(streamId: string): void {
    this.streams.delete(streamId);
  }

  clear(): void {
    this.streams.clear();
  }
}
