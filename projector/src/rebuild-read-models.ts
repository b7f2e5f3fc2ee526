import type { EventStore, ReadStore } from '@iec-bets/platform';
import { projectEvents } from './project-events.js';
import { ensureReadModelIndexes } from './read-model-indexes.js';

export interface RebuildProgress {
  /** Position of the last event projected. */
  position: number;
  /** Position of the last event in the log as last seen; it moves while the rebuild runs if events keep coming. */
  head: number;
  events: number;
  eventsPerSecond: number;
}

export interface RebuildOptions {
  eventStore: EventStore;
  readStore: ReadStore;
  /** Events read and committed together; larger batches mean fewer round trips. */
  batchSize?: number;
  onProgress?: (progress: RebuildProgress) => void;
}

export interface RebuildResult {
  events: number;
  position: number;
  /** Number of documents per collection in the rebuilt store. */
  documents: Record<string, number>;
  durationMs: number;
  eventsPerSecond: number;
}

const DEFAULT_BATCH_SIZE = 10_000;

function rate(events: number, startedAt: number): number {
  const seconds = (performance.now() - startedAt) / 1000;
  return seconds > 0 ? events / seconds : 0;
}

/**
 * Builds every read model from position 0 into a fresh store and swaps it in whole: readers see either the old
 * read models or the rebuilt ones, never a half-built mix. Events appended while the rebuild runs are projected
 * too; whatever comes after the swap, the live projector picks up from the rebuilt checkpoint.
 */
export async function rebuildReadModels(options: RebuildOptions): Promise<RebuildResult> {
  const { eventStore, readStore, onProgress } = options;
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const startedAt = performance.now();
  const rebuilt = await readStore.createRebuildTarget();
  let events = 0;
  let position = 0;
  try {
    let head = await eventStore.headPosition();
    for (;;) {
      const batch = await eventStore.readAll({ after: position, limit: batchSize });
      if (batch.length === 0) break;
      await projectEvents(rebuilt, batch);
      events += batch.length;
      position = batch[batch.length - 1]!.position;
      if (position > head) head = position;
      onProgress?.({ position, head, events, eventsPerSecond: rate(events, startedAt) });
    }
    const documents: Record<string, number> = {};
    for (const collection of await rebuilt.collections()) documents[collection] = await rebuilt.count(collection);
    await readStore.swapIn(rebuilt);
    // The projection needs no index. A store that keeps its indexes through the swap (SQLite copies the rebuilt
    // rows into its indexed tables) has them already; one that takes the rebuilt collections whole (MongoDB
    // renames them) builds them here, once, on complete collections.
    await ensureReadModelIndexes(readStore);
    return { events, position, documents, durationMs: performance.now() - startedAt, eventsPerSecond: rate(events, startedAt) };
  } catch (error) {
    await rebuilt.close().catch(() => undefined);
    throw error;
  }
}
