import type { RecordedEvent } from '@iec-bets/contracts';
import type { Document, ReadStore } from '@iec-bets/platform';
import { projectEvents } from '../project-events.js';
import { recordEvents, type ScriptedEvent } from '@iec-bets/testing';
import { openTempReadStore } from './temp-stores.js';

/** Every document of every collection, sorted by id: what two stores are compared by. */
export async function snapshotReadModels(store: ReadStore): Promise<Record<string, Document[]>> {
  const snapshot: Record<string, Document[]> = {};
  for (const collection of (await store.collections()).sort()) {
    snapshot[collection] = await store.find(collection, { orderBy: [['id', 'asc']] });
  }
  return snapshot;
}

export interface ProjectedReadModels {
  store: ReadStore;
  events: RecordedEvent[];
  /** The documents of a collection, sorted by id. */
  documents<D extends Document = Document>(collection: string): Promise<D[]>;
  document<D extends Document = Document>(collection: string, id: string): Promise<D | null>;
  /** Records further events after those given so far and projects them as one more batch. */
  followedBy(script: readonly ScriptedEvent[]): Promise<RecordedEvent[]>;
}

/**
 * Given these events, what do the read models hold? Records the script, projects it into a real SQLite read store
 * in batches of `batchSize` (all at once by default) and gives access to the resulting documents.
 */
export async function givenEvents(
  script: readonly ScriptedEvent[],
  options: { batchSize?: number } = {},
): Promise<ProjectedReadModels> {
  const store = openTempReadStore();
  const events = recordEvents(script);
  const batchSize = options.batchSize ?? Math.max(events.length, 1);
  for (let start = 0; start < events.length; start += batchSize) {
    await projectEvents(store, events.slice(start, start + batchSize));
  }
  const models: ProjectedReadModels = {
    store,
    events,
    documents: (collection) => store.find(collection, { orderBy: [['id', 'asc']] }),
    document: (collection, id) => store.get(collection, id),
    followedBy: async (more) => {
      const recorded = recordEvents(more, models.events);
      await projectEvents(store, recorded);
      models.events = [...models.events, ...recorded];
      return recorded;
    },
  };
  return models;
}
