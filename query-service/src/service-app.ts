import type { Config, Stores } from '@iec-bets/platform';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';

/**
 * The query-service as a process of its own runs it (main.ts): over the stores that `openStores` opened from the
 * configuration, believing forwarded headers only from the configured proxies.
 */
export function buildServiceApp(config: Config, stores: Stores, options: { logger?: boolean } = {}): Promise<FastifyInstance> {
  return buildApp({
    readStore: stores.readStore,
    eventStore: stores.eventStore,
    sessionStore: stores.sessionStore,
    noticeBus: stores.noticeBus,
    imageStore: stores.imageStore,
    unreachable: stores.unreachable,
    readWaitTimeoutMs: config.READ_WAIT_TIMEOUT_MS,
    // Replicas share no DATA_DIR, so the distributed setup takes the pair from the environment only.
    ...(config.VAPID_PUBLIC_KEY ? { vapidPublicKey: config.VAPID_PUBLIC_KEY } : {}),
    logger: options.logger ?? { level: config.LOG_LEVEL },
    publicOrigin: config.PUBLIC_ORIGIN,
    httpsOnly: config.COOKIE_SECURE,
    // Behind nginx the client's address arrives in X-Forwarded-For, believed only from the proxies configured.
    trustProxy: config.TRUSTED_PROXIES ?? false,
  });
}
