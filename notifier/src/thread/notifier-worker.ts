import { type NoticeBus, openStores, type Stores } from '@iec-bets/platform';
import { pino } from 'pino';
import { parentPort, workerData } from 'node:worker_threads';
import { startNotifierFromConfig, type WiredNotifier } from '../wiring.js';
import { lowerThisThreadsPriority, NOTIFIER_THREAD_NICENESS } from './notifier-priority.js';
import type { FromNotifierThread, NotifierThreadData, ToNotifierThread } from './thread-messages.js';

/**
 * The notifier of the one-process server in a worker thread (see notifier-thread.ts): its own connections to the
 * stores, its in-process job queues, and the notices the starting thread passes on, which wake the reactor when the
 * projector has passed an alerting event.
 */
if (!parentPort) throw new Error('notifier-worker runs as a worker thread only');
const port = parentPort;
const { config, newsletterLinkSecret } = workerData as NotifierThreadData;
const logger = pino({ name: 'notifier', level: config.LOG_LEVEL });
lowerThisThreadsPriority(NOTIFIER_THREAD_NICENESS, (message) => logger.warn(message));

type Handler = (message: unknown) => void;
const handlers = new Map<string, Set<Handler>>();
/** The starting thread's notices, as a bus this thread can only hear. */
const fromStartingThread: NoticeBus = {
  async publish() {
    throw new Error('The notifier thread only hears notices');
  },
  async subscribe(channel, handler) {
    let forChannel = handlers.get(channel);
    if (!forChannel) handlers.set(channel, (forChannel = new Set()));
    forChannel.add(handler);
    return async () => {
      forChannel.delete(handler);
    };
  },
  async close() {
    handlers.clear();
  },
};

let stores: Stores | undefined;
let notifier: WiredNotifier | undefined;
const starting = (async () => {
  stores = await openStores(config, { role: 'notifier', logger });
  notifier = await startNotifierFromConfig(
    config,
    { eventStore: stores.eventStore, readStore: stores.readStore, noticeBus: fromStartingThread, personalDataKeys: stores.personalDataKeys },
    { queues: 'in-process', newsletterLinkSecret, logger },
  );
})();

let stopping: Promise<void> | undefined;
/**
 * Once the start has finished or failed, closes what it opened, the notifier before the stores it uses, whichever
 * step fails; then lets the thread end.
 */
function stop(): Promise<void> {
  stopping ??= (async () => {
    await starting.catch(() => undefined);
    try {
      await notifier?.close();
    } catch (error) {
      logger.error({ err: error }, 'Stopping the notifier failed');
    }
    try {
      await stores?.close();
    } catch (error) {
      logger.error({ err: error }, "Closing the notifier's stores failed");
    }
    port.close();
  })();
  return stopping;
}

// Heard from the start: a stop asked for while the stores are still opening is carried out once they are.
port.on('message', (message: ToNotifierThread) => {
  if (message.kind === 'notice') {
    for (const handler of handlers.get(message.channel) ?? []) handler(message.message);
  } else {
    void stop();
  }
});

try {
  await starting;
} catch (error) {
  // What opened before the failure is closed; the error then ends the thread, and the starting thread reports it.
  await stop();
  throw error;
}
// Started once its queues are claimed: not once the reactor has caught up, which waits for the projector to pass the
// log's alerting events and would hold the server's start behind a catch-up.
if (!stopping) port.postMessage({ kind: 'started' } satisfies FromNotifierThread);
