import type { Config } from '@iec-bets/platform';
import { Worker } from 'node:worker_threads';
import type { RebuildProgress, RebuildResult } from '../rebuild-read-models.js';
import { PROJECTOR_HEAP_LIMITS } from './projector-heap.js';
import type { FromRebuildThread } from './rebuild-messages.js';

/**
 * Rebuilds every read model (rebuildReadModels) in a worker thread whose heap is held as the server's projector's is
 * (PROJECTOR_HEAP_LIMITS). On the starting thread, whose heap has no such cap, a rebuild of a national log grew to
 * gigabytes of uncollected garbage: 726 MB already for 350,000 events, against 326 MB in the thread.
 */
export function rebuildInThread(options: {
  config: Config;
  onProgress?: (progress: RebuildProgress) => void;
  /** Tests run the TypeScript sources: they name the compiled worker script here, as for the projector thread. */
  compiledWorker?: { script: URL; execArgv: string[] };
}): Promise<RebuildResult> {
  const script = options.compiledWorker?.script ?? new URL('./rebuild-worker.js', import.meta.url);
  const execArgv = options.compiledWorker?.execArgv;
  return new Promise((resolve, reject) => {
    const worker = new Worker(script, {
      workerData: { config: options.config },
      resourceLimits: PROJECTOR_HEAP_LIMITS,
      ...(execArgv ? { execArgv } : {}),
    });
    let result: RebuildResult | undefined;
    let failure: unknown;
    worker.on('message', (message: FromRebuildThread) => {
      if (message.kind === 'progress') options.onProgress?.(message.progress);
      else if (message.kind === 'done') result = message.result;
      else failure = new Error(message.message);
    });
    // A thread that dies outright (out of memory) says nothing first.
    worker.on('error', (error) => (failure ??= error));
    worker.once('exit', (code) => {
      if (result) resolve(result);
      else reject(failure ?? new Error(`The rebuild thread ended (code ${code}) before the rebuild was done`));
    });
  });
}
