import { type Config, type NoticeBus, openStores } from '@iec-bets/platform';
import { pino } from 'pino';
import { parentPort, workerData } from 'node:worker_threads';
import { startLeasedProjector } from '../leased-projector.js';
import type { FromProjectorThread, ToProjectorThread } from './thread-messages.js';

/**
 * The projector in a worker thread of the embedded server (see projector-thread.ts): it opens its own connections
 * to the same stores and hands what it announces to the starting thread, whose notice bus the query routes hear.
 */
if (!parentPort) throw new Error('projector-worker runs as a worker thread only');
const port = parentPort;
const { config } = workerData as { config: Config };
const logger = pino({ name: 'projector', level: config.LOG_LEVEL });

const toStartingThread: NoticeBus = {
  async publish(channel, message) {
    const notice: FromProjectorThread = { kind: 'notice', channel, message };
    port.postMessage(notice);
  },
  async subscribe() {
    throw new Error('The projector thread only publishes notices');
  },
  async close() {},
};

const stores = await openStores(config, { role: 'projector', logger });
// Leased like every projector, so that `iec-bets replay` can fence it across its swap. (A second `iec-bets start` on
// the same DATA_DIR is refused before it gets here: see cli/src/server/start-server.ts.)
const projector = startLeasedProjector({ eventStore: stores.eventStore, readStore: stores.readStore, noticeBus: toStartingThread, logger });

port.on('message', (message: ToProjectorThread) => {
  if (message.kind !== 'stop') return;
  void projector
    .stop()
    .then(() => stores.close())
    .catch((error: unknown) => logger.error({ err: error }, 'Stopping the projector failed'))
    .finally(() => port.close());
});
