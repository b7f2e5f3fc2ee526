import { type Config, openStores } from '@iec-bets/platform';
import { parentPort, workerData } from 'node:worker_threads';
import { rebuildReadModels } from '../rebuild-read-models.js';
import type { FromRebuildThread } from './rebuild-messages.js';

/**
 * `iec-bets replay`'s rebuild in a worker thread (see rebuild-in-thread.ts): it opens its own connections to the
 * stores the configuration names, rebuilds, and reports its progress and its result to the starting thread.
 */
if (!parentPort) throw new Error('rebuild-worker runs as a worker thread only');
const port = parentPort;
const { config } = workerData as { config: Config };

try {
  const stores = await openStores(config);
  try {
    const result = await rebuildReadModels({
      eventStore: stores.eventStore,
      readStore: stores.readStore,
      onProgress: (progress) => port.postMessage({ kind: 'progress', progress } satisfies FromRebuildThread),
    });
    port.postMessage({ kind: 'done', result } satisfies FromRebuildThread);
  } finally {
    await stores.close();
  }
} catch (error) {
  port.postMessage({ kind: 'failed', message: error instanceof Error ? error.message : String(error) } satisfies FromRebuildThread);
}
