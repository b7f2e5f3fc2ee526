import { type Config, type NoticeBus, openStores } from '@iec-bets/platform';
import { pino } from 'pino';
import { parentPort, workerData } from 'node:worker_threads';
import { startNotifierFromConfig } from '../wiring.js';
import { lowerThisThreadsPriority, NOTIFIER_THREAD_NICENESS } from './notifier-priority.js';
import type { FromNotifierThread, ToNotifierThread } from './thread-messages.js';

/**
 * The notifier of the one-process server in a worker thread (see notifier-thread.ts): its own connections to the
 * stores, its in-process job queues, and the notices the starting thread passes on, which wake the reactor when the
 * projector has passed an alerting event.
 */
if (!parentPort) throw new Error('notifier-worker runs as a worker thread only');
const port = parentPort;
const { config } = workerData as { config: Config };
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

const stores = await openStores(config, { role: 'notifier', logger });
const notifier = await startNotifierFromConfig(
  config,
  { eventStore: stores.eventStore, readStore: stores.readStore, noticeBus: fromStartingThread },
  { queues: 'in-process', logger },
);
await notifier.notifier.reactor?.caughtUp();
port.postMessage({ kind: 'started' } satisfies FromNotifierThread);

port.on('message', (message: ToNotifierThread) => {
  if (message.kind === 'notice') {
    for (const handler of handlers.get(message.channel) ?? []) handler(message.message);
    return;
  }
  void notifier
    .close()
    .then(() => stores.close())
    .catch((error: unknown) => logger.error({ err: error }, 'Stopping the notifier failed'))
    .finally(() => port.close());
});
