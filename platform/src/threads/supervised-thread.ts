import { type ResourceLimits, Worker } from 'node:worker_threads';

export interface SupervisedThreadLogger {
  error(details: Record<string, unknown>, message: string): void;
}

export interface SupervisedThreadOptions<FromThread> {
  /** Named in the log: "The <name> thread failed". */
  name: string;
  script: URL;
  /** The thread's Node options; by default the starting thread's. */
  execArgv?: string[] | undefined;
  workerData: unknown;
  resourceLimits: ResourceLimits;
  logger: SupervisedThreadLogger;
  onMessage(message: FromThread): void;
  /**
   * Whether a thread that ended by itself is started again (by default, always). Told the exit code and the error the
   * thread failed with, if any: a thread whose first start fails may be better left down, its caller told.
   */
  restartAfter?(code: number, failure: unknown): boolean;
}

export interface SupervisedThread<ToThread> {
  /** Sends to the thread running now; dropped while none is (between a crash and its restart). */
  post(message: ToThread): void;
  /**
   * Stops restarting, sends `message` (which asks the thread to finish and end) and waits for it to end; past
   * `graceMs`, if given, the thread is terminated.
   */
  stop(message: ToThread, graceMs?: number): Promise<void>;
}

/** A crashed thread is started again after this long, so that a persistent fault does not spin. */
const RESTART_DELAY_MS = 1_000;

/**
 * A worker thread of the one-process server (the projector, the notifier) that is started again a second after it
 * ends by itself, until it is stopped.
 */
export function superviseThread<FromThread, ToThread>(options: SupervisedThreadOptions<FromThread>): SupervisedThread<ToThread> {
  const { name, logger } = options;
  let stopping = false;
  let worker: Worker;
  let exited: Promise<void>;
  let restartTimer: NodeJS.Timeout | undefined;

  const start = () => {
    const thread = new Worker(options.script, {
      workerData: options.workerData,
      resourceLimits: options.resourceLimits,
      ...(options.execArgv ? { execArgv: options.execArgv } : {}),
    });
    worker = thread;
    let failure: unknown;
    thread.on('message', (message: FromThread) => options.onMessage(message));
    thread.on('error', (error) => {
      failure = error;
      logger.error({ err: error }, `The ${name} thread failed`);
    });
    exited = new Promise((resolve) => {
      thread.once('exit', (code) => {
        resolve();
        if (stopping || options.restartAfter?.(code, failure) === false) return;
        logger.error({ code }, `The ${name} thread ended; starting it again`);
        restartTimer = setTimeout(start, RESTART_DELAY_MS);
      });
    });
  };
  start();

  return {
    post(message) {
      worker.postMessage(message);
    },
    async stop(message, graceMs) {
      stopping = true;
      clearTimeout(restartTimer);
      const thread = worker;
      thread.postMessage(message);
      const grace = graceMs === undefined ? undefined : setTimeout(() => void thread.terminate(), graceMs);
      await exited;
      clearTimeout(grace);
    },
  };
}
