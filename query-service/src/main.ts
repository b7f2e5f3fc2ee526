import { disableAllocationSitePretenuring, loadConfig, openStores } from '@iec-bets/platform';
import { buildServiceApp } from './service-app.js';

/** The query-service alone, as the distributed setup runs it (any number of replicas behind nginx). */
disableAllocationSitePretenuring();
const config = loadConfig();
const stores = await openStores(config, { role: 'query-service' });
const app = await buildServiceApp(config, stores);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app
      .close()
      .then(() => stores.close())
      .then(() => process.exit(0));
  });
}
await app.listen({ port: config.PORT, host: config.HOST });
