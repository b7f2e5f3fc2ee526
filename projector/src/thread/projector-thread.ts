import type { Config, NoticeBus } from '@iec-bets/platform';
import { Worker } from 'node:worker_threads';
import type { FromProjectorThread, ToProjectorThread } from './thread-messages.js';
import { PROJECTOR_HEAP_LIMITS } from './projector-heap.js';

export interface ProjectorThreadLogger {
  info(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}

export interface ProjectorThread {
  /** Lets the batch in hand commit, closes the thread's stores and ends the thread. */
  stop(): Promise<void>;
}

/** A crashed thread is started again after this long, so that a persistent fault does not spin. */
const RESTART_DELAY_MS = 1_000;

/**
 * Runs the projector in a worker thread of this process. The one-process server answers commands and reads on its
 * main thread; projecting every accepted answer there as well would take a quarter of that thread's time under
 * load, while a second core stands idle. The thread opens its own connections to the stores the configuration
 * names (SQLite allows a writer beside readers), wakes on appends through the store's cross-thread notifications,
 * and its notices (how far the read models reach) are published here on `noticeBus`, as if it projected here.
 */
export function startProjectorThread(options: {
  config: Config;
  noticeBus: NoticeBus;
  logger: ProjectorThreadLogger;
  /**
   * Tests run the TypeScript sources, resolving packages to them: they name the compiled worker script here, with
   * Node options that resolve the packages it imports to their compiled code too.
   */
  compiledWorker?: { script: URL; execArgv: string[] };
}): ProjectorThread {
  const { config, noticeBus, logger } = options;
  const workerScript = options.compiledWorker?.script ?? new URL('./projector-worker.js', import.meta.url);
  const execArgv = options.compiledWorker?.execArgv;
  let stopping = false;
  let worker: Worker;
  let exited: Promise<void>;
  let restartTimer: NodeJS.Timeout | undefined;

  const start = () => {
    worker = new Worker(workerScript, {
      workerData: { config },
      resourceLimits: PROJECTOR_HEAP_LIMITS,
      ...(execArgv ? { execArgv } : {}),
    });
    worker.on('message', (message: FromProjectorThread) => {
      if (message.kind !== 'notice') return;
      noticeBus.publish(message.channel, message.message).catch((error: unknown) => {
        logger.error({ err: error, channel: message.channel }, 'Could not pass on a notice of the projector');
      });
    });
    worker.on('error', (error) => logger.error({ err: error }, 'The projector thread failed'));
    exited = new Promise((resolve) => {
      worker.once('exit', (code) => {
        resolve();
        if (stopping) return;
        logger.error({ code }, 'The projector thread ended; starting it again');
        restartTimer = setTimeout(start, RESTART_DELAY_MS);
      });
    });
  };
  start();

  return {
    async stop() {
      stopping = true;
      clearTimeout(restartTimer);
      const stop: ToProjectorThread = { kind: 'stop' };
      worker.postMessage(stop);
      await exited;
    },
  };
}
