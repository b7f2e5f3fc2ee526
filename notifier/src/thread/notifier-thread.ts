import { PROJECTOR_ADVANCED_CHANNEL } from '@iec-bets/contracts';
import type { Config, NoticeBus } from '@iec-bets/platform';
import { type ResourceLimits, Worker } from 'node:worker_threads';
import type { FromNotifierThread, ToNotifierThread } from './thread-messages.js';

export interface NotifierThreadLogger {
  error(details: Record<string, unknown>, message: string): void;
}

export interface NotifierThread {
  /** Stops following the log, lets the jobs in hand finish, closes the thread's queues and stores, ends the thread. */
  stop(): Promise<void>;
}

/** The notices the reactor waits on: how far the projector has got. */
const FORWARDED_CHANNELS = [PROJECTOR_ADVANCED_CHANNEL];
/** How long a stopping thread may take to let its jobs in hand finish and close its stores. */
const STOP_GRACE_MS = 10_000;
/** A crashed thread is started again after this long, so that a persistent fault does not spin. */
const RESTART_DELAY_MS = 1_000;
/**
 * What a fan-out holds is a page of recipients and the delivery jobs of that page; the cap makes V8 collect their
 * garbage instead of letting it pile up while a national alert pages through half a million recipients.
 */
const NOTIFIER_HEAP_LIMITS: ResourceLimits = { maxOldGenerationSizeMb: 128 };

/**
 * The worker script, compiled, beside this module. Run from the TypeScript sources (a test that starts the whole
 * server), this module finds the build's instead, and starts it without the test runner's Node options, which would
 * resolve the packages it imports to sources plain Node cannot run.
 */
function compiledWorkerBesideThisModule(): { script: URL; execArgv: string[] | undefined } {
  return import.meta.url.endsWith('.ts')
    ? { script: new URL('../../dist/thread/notifier-worker.js', import.meta.url), execArgv: [] }
    : { script: new URL('./notifier-worker.js', import.meta.url), execArgv: undefined };
}

/**
 * Runs the notifier of the one-process server (reactor, fan-out and deliveries, with their in-process job queues) in
 * a worker thread of lower CPU priority (notifier-priority.ts). On the requests' thread, the deliveries of a
 * resolution's alert (one encrypted web push per answerer) took turns with every read and made the slowest reads
 * several times slower. The thread opens its own store connections and job queue files; the projector's notices,
 * published on `noticeBus` here, are passed on to it.
 */
export async function startNotifierThread(options: {
  config: Config;
  noticeBus: NoticeBus;
  logger: NotifierThreadLogger;
  /** Tests that run the TypeScript sources name the compiled worker script here (see startProjectorThread). */
  compiledWorker?: { script: URL; execArgv: string[] };
}): Promise<NotifierThread> {
  const { config, noticeBus, logger } = options;
  const { script: workerScript, execArgv } = options.compiledWorker ?? compiledWorkerBesideThisModule();
  let stopping = false;
  let started = false;
  let worker: Worker | undefined;
  let exited: Promise<void>;
  let restartTimer: NodeJS.Timeout | undefined;
  let firstStart!: { resolve: () => void; reject: (error: unknown) => void };
  const ready = new Promise<void>((resolve, reject) => (firstStart = { resolve, reject }));

  const start = () => {
    const thread = new Worker(workerScript, {
      workerData: { config },
      resourceLimits: NOTIFIER_HEAP_LIMITS,
      ...(execArgv ? { execArgv } : {}),
    });
    worker = thread;
    let failure: unknown;
    thread.on('message', (message: FromNotifierThread) => {
      if (message.kind !== 'started') return;
      started = true;
      firstStart.resolve();
    });
    thread.on('error', (error) => {
      failure = error;
      logger.error({ err: error }, 'The notifier thread failed');
    });
    exited = new Promise((resolve) => {
      thread.once('exit', (code) => {
        resolve();
        if (stopping) return;
        // A first start that fails (a job queue file held by another process) fails the server's start, as it did
        // when the notifier ran on the starting thread; a thread that dies later is started again.
        if (!started) {
          firstStart.reject(failure ?? new Error(`The notifier thread ended (code ${code}) before it started`));
          return;
        }
        logger.error({ code }, 'The notifier thread ended; starting it again');
        restartTimer = setTimeout(start, RESTART_DELAY_MS);
      });
    });
  };
  // Heard before the thread starts: a message posted to a worker waits until it listens, so no notice of the
  // projector is lost while the notifier opens its stores. After a restart, notices go to the new thread.
  const unsubscribes = await Promise.all(
    FORWARDED_CHANNELS.map((channel) =>
      noticeBus.subscribe(channel, (message) => {
        const notice: ToNotifierThread = { kind: 'notice', channel, message };
        // None is lost before the first thread exists: the reactor reads the checkpoint when it starts.
        worker?.postMessage(notice);
      }),
    ),
  );
  start();
  try {
    await ready;
  } catch (error) {
    for (const unsubscribe of unsubscribes) await unsubscribe();
    throw error;
  }

  return {
    async stop() {
      stopping = true;
      clearTimeout(restartTimer);
      for (const unsubscribe of unsubscribes) await unsubscribe();
      const stop: ToNotifierThread = { kind: 'stop' };
      const thread = worker!;
      thread.postMessage(stop);
      // The jobs in hand get a grace period to finish; a thread stuck past it (a store that does not answer) is ended.
      const grace = setTimeout(() => void thread.terminate(), STOP_GRACE_MS);
      await exited;
      clearTimeout(grace);
    },
  };
}
