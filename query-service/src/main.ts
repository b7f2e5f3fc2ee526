import { loadConfig, openStores } from '@iec-bets/platform';
import { buildApp } from './app.js';

/** The query-service alone, as the distributed setup runs it (any number of replicas behind nginx). */
const config = loadConfig();
const stores = await openStores(config, { role: 'query-service' });
const app = await buildApp({
  readStore: stores.readStore,
  eventStore: stores.eventStore,
  sessionStore: stores.sessionStore,
  noticeBus: stores.noticeBus,
  imageStore: stores.imageStore,
  unreachable: stores.unreachable,
  readWaitTimeoutMs: config.READ_WAIT_TIMEOUT_MS,
  // Replicas share no DATA_DIR, so the distributed setup takes the pair from the environment only.
  ...(config.VAPID_PUBLIC_KEY ? { vapidPublicKey: config.VAPID_PUBLIC_KEY } : {}),
  logger: { level: config.LOG_LEVEL },
  publicOrigin: config.PUBLIC_ORIGIN,
  // Behind nginx the client's address arrives in X-Forwarded-For, believed only from the proxies configured.
  trustProxy: config.TRUSTED_PROXIES ?? false,
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app
      .close()
      .then(() => stores.close())
      .then(() => process.exit(0));
  });
}
await app.listen({ port: config.PORT, host: config.HOST });
