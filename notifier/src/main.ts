import { loadConfig, openStores } from '@iec-bets/platform';
import { pino } from 'pino';
import { startNotifierFromConfig } from './wiring.js';

/**
 * The notifier as the distributed setup runs it: jobs in BullMQ on Redis. NOTIFIER_ROLE picks the part: `all`
 * (default) follows the log and delivers; `reactor` only follows the log (run exactly one); `worker` only runs
 * fan-out and delivery jobs (run as many as the alerts need).
 */
const config = loadConfig();
const role = config.NOTIFIER_ROLE;
if (!config.REDIS_URL) {
  console.error('The notifier service needs REDIS_URL (its queues live in Redis); `iec-bets start` runs it in-process.');
  process.exit(1);
}
const logger = pino({ level: config.LOG_LEVEL, name: 'notifier' });
const stores = await openStores(config, { role: 'notifier', logger });
const notifier = await startNotifierFromConfig(
  config,
  { eventStore: stores.eventStore, readStore: stores.readStore, noticeBus: stores.noticeBus, personalDataKeys: stores.personalDataKeys },
  { queues: 'bullmq', runReactor: role !== 'worker', runWorkers: role !== 'reactor', logger },
);
logger.info({ role }, 'notifier started');
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void notifier
      .close()
      .then(() => stores.close())
      .then(() => process.exit(0));
  });
}
