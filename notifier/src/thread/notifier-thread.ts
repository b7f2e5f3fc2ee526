import { PROJECTOR_ADVANCED_CHANNEL } from '@iec-bets/contracts';
import { type Config, type NoticeBus, superviseThread, type SupervisedThread } from '@iec-bets/platform';
import type { ResourceLimits } from 'node:worker_threads';
import type { FromNotifierThread, NotifierThreadData, ToNotifierThread } from './thread-messages.js';

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
/**
 * What a fan-out holds is a page of recipients and the delivery jobs of that page; the old generation's cap makes V8
 * collect their garbage instead of letting it pile up while a national alert pages through half a million recipients.
 * The young generation's cap keeps the thread from taking V8's default (two 16 MB semi-spaces, all of it resident
 * once a fan-out has run through it). A new question's fan-out to 500,000 users then peaked at 301-308 MB for the
 * whole server, against 282-292 MB with this cap; the time to queue every delivery and the deliveries' rate afterwards
 * swung as much between runs of either as between the two.
 */
const NOTIFIER_HEAP_LIMITS: ResourceLimits = { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 16 };

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
  /**
   * The key that signs the newsletter's links to leave, the server's own (loadPasswordResetSecret), which its command
   * routes check them with; NEWSLETTER_LINK_SECRET when not given, and no newsletter without either.
   */
  newsletterLinkSecret?: string | undefined;
  /** Tests that run the TypeScript sources name the compiled worker script here (see startProjectorThread). */
  compiledWorker?: { script: URL; execArgv: string[] };
}): Promise<NotifierThread> {
  const { config, noticeBus, logger } = options;
  const { script, execArgv } = options.compiledWorker ?? compiledWorkerBesideThisModule();
  let started = false;
  // Set once the thread is started; the notice subscription below comes first and forwards to it.
  const current: { thread?: SupervisedThread<ToNotifierThread> } = {};
  let firstStart!: { resolve: () => void; reject: (error: unknown) => void };
  const ready = new Promise<void>((resolve, reject) => (firstStart = { resolve, reject }));

  // Heard before the thread starts: a message posted to a worker waits until it listens, so no notice of the
  // projector is lost while the notifier opens its stores. After a restart, notices go to the new thread.
  const unsubscribes = await Promise.all(
    FORWARDED_CHANNELS.map((channel) =>
      noticeBus.subscribe(channel, (message) => {
        // None is lost before the first thread exists: the reactor reads the checkpoint when it starts.
        current.thread?.post({ kind: 'notice', channel, message });
      }),
    ),
  );
  const running = superviseThread<FromNotifierThread, ToNotifierThread>({
    name: 'notifier',
    script,
    execArgv,
    workerData: { config, newsletterLinkSecret: options.newsletterLinkSecret } satisfies NotifierThreadData,
    resourceLimits: NOTIFIER_HEAP_LIMITS,
    logger,
    onMessage: (message) => {
      if (message.kind !== 'started') return;
      started = true;
      firstStart.resolve();
    },
    // A first start that fails (a job queue file held by another process) fails the server's start, as it did when
    // the notifier ran on the starting thread; a thread that dies later is started again.
    restartAfter: (code, failure) => {
      if (started) return true;
      firstStart.reject(failure ?? new Error(`The notifier thread ended (code ${code}) before it started`));
      return false;
    },
  });
  current.thread = running;
  try {
    await ready;
  } catch (error) {
    for (const unsubscribe of unsubscribes) await unsubscribe();
    throw error;
  }

  return {
    async stop() {
      for (const unsubscribe of unsubscribes) await unsubscribe();
      // The jobs in hand get a grace period to finish; a thread stuck past it (a store that does not answer) is ended.
      await running.stop({ kind: 'stop' }, STOP_GRACE_MS);
    },
  };
}
