import { deliverableChannels, newsletterSubscriberIdsOf, type Config, type Stores } from '@iec-bets/platform';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { defaultClientDir } from './pages/client-dir.js';
import { pageRoutes } from './pages/page-routes.js';

/**
 * The query-service as a process of its own runs it (main.ts): over the stores that `openStores` opened from the
 * configuration, believing forwarded headers only from the configured proxies.
 */
export async function buildServiceApp(config: Config, stores: Stores, options: { logger?: boolean } = {}): Promise<FastifyInstance> {
  const app = await buildApp({
    readStore: stores.readStore,
    eventStore: stores.eventStore,
    sessionStore: stores.sessionStore,
    noticeBus: stores.noticeBus,
    imageStore: stores.imageStore,
    newsletterSubscriberIds: newsletterSubscriberIdsOf(stores.personalDataKeys),
    unreachable: stores.unreachable,
    readWaitTimeoutMs: config.READ_WAIT_TIMEOUT_MS,
    // Replicas share no DATA_DIR, so the distributed setup takes the pair from the environment only.
    ...(config.VAPID_PUBLIC_KEY ? { vapidPublicKey: config.VAPID_PUBLIC_KEY } : {}),
    // Every service is given the notifier's variables (compose's service-env, the cluster's environment).
    alertChannels: deliverableChannels(config, { publicKey: config.VAPID_PUBLIC_KEY }),
    privacyContactEmail: config.PRIVACY_CONTACT_EMAIL,
    logger: options.logger ?? { level: config.LOG_LEVEL },
    publicOrigin: config.PUBLIC_ORIGIN,
    httpsOnly: config.COOKIE_SECURE,
    // Behind nginx the client's address arrives in X-Forwarded-For, believed only from the proxies configured.
    trustProxy: config.TRUSTED_PROXIES ?? false,
  });
  // nginx sends every page here (not the files of the build): the page carries the session's user, read here.
  await app.register(pageRoutes, {
    clientDir: config.CLIENT_DIR ?? defaultClientDir(),
    logHead: () => stores.eventStore.headPosition(),
    cookieSecure: config.COOKIE_SECURE,
    publicOrigin: config.PUBLIC_ORIGIN,
  });
  return app;
}
