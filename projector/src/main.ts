import { loadConfig, openStores } from '@iec-bets/platform';
import pino from 'pino';
import { ensureReadModelIndexes } from './read-model-indexes.js';
import { startProjector } from './start-projector.js';

/**
 * The projector alone, as the distributed setup runs it: exactly one instance follows the log, so documents are
 * written by one hand in log order; query-services learn of its progress through the Redis notice bus.
 */
const config = loadConfig();
const logger = pino({ level: config.LOG_LEVEL, name: 'projector' });
const stores = await openStores(config, { role: 'projector', logger });
await ensureReadModelIndexes(stores.readStore);
const projector = startProjector({ ...stores, logger });
logger.info('projector following the event log');
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void projector
      .stop()
      .then(() => stores.close())
      .then(() => process.exit(0));
  });
}
