import type { ReadModelBatch, ReadStore } from '@iec-bets/platform';

export interface RecordedCommit {
  writes: number;
  checkpoint: number | undefined;
  /** The collections written, each as often as it was. */
  collections: string[];
}

export interface RecordingStore {
  store: ReadStore;
  commits: RecordedCommit[];
  /** The most ids one `getMany` asked for. */
  largestGetMany(): number;
}

/**
 * The real store, with every commit and `getMany` noted, and the `failOn`-th commit (1-based) refused as a power cut
 * would refuse it: what a test of the projector's bounds and its recovery looks through.
 */
export function recordingCommits(store: ReadStore, failOn?: number): RecordingStore {
  const commits: RecordedCommit[] = [];
  let largestGetMany = 0;
  const recording = new Proxy(store, {
    get(target, property, receiver) {
      if (property === 'commit') {
        return async (batch: ReadModelBatch) => {
          if (commits.length + 1 === failOn) throw new Error('The machine lost power');
          const collections = batch.writes.map((write) => write.collection);
          commits.push({ writes: batch.writes.length, checkpoint: batch.checkpoint?.position, collections });
          await target.commit(batch);
        };
      }
      if (property === 'getMany') {
        return async (collection: string, ids: string[]) => {
          largestGetMany = Math.max(largestGetMany, ids.length);
          return target.getMany(collection, ids);
        };
      }
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
  return { store: recording, commits, largestGetMany: () => largestGetMany };
}
