import { loadConfig, openStores } from '@iec-bets/platform';
import pino from 'pino';
import { ensureReadModelIndexes } from './read-model-indexes.js';
import { startLeasedProjector } from './leased-projector.js';

/**
 * The projector alone, as the distributed setup runs it: any number of instances, of which the one holding the
 * projector lease writes (so documents are written by one hand in log order) and the others stand by to take over;
 * query-services learn of its progress through the Redis notice bus.
 */
const config = loadConfig();
const logger = pino({ level: config.LOG_LEVEL, name: 'projector' });
const stores = await openStores(config, { role: 'projector', logger });
await ensureReadModelIndexes(stores.readStore);
const projector = startLeasedProjector({ ...stores, logger });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void projector
      .stop()
      .then(() => stores.close())
      .then(() => process.exit(0));
  });
}
logger.info('projector started');
