import { type Config, type NoticeBus, superviseThread } from '@iec-bets/platform';
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
  const thread = superviseThread<FromProjectorThread, ToProjectorThread>({
    name: 'projector',
    script: options.compiledWorker?.script ?? new URL('./projector-worker.js', import.meta.url),
    execArgv: options.compiledWorker?.execArgv,
    workerData: { config },
    resourceLimits: PROJECTOR_HEAP_LIMITS,
    logger,
    onMessage: (message) => {
      if (message.kind !== 'notice') return;
      noticeBus.publish(message.channel, message.message).catch((error: unknown) => {
        logger.error({ err: error, channel: message.channel }, 'Could not pass on a notice of the projector');
      });
    },
  });
  return { stop: () => thread.stop({ kind: 'stop' }) };
}
