import { commandRoutes, emailSetupProblems, settingsFromConfig, smtpAccountEmail } from '@iec-bets/command-service';
import { createAlertChannels, startNotifierThread } from '@iec-bets/notifier';
import { defaultClientDir } from '../web-client/client-dir.js';
import { serveClient } from '../web-client/serve-client.js';
import {
  type Config,
  ConfigError,
  createHttpServer,
  deliverableChannels,
  loadNewsletterLinkSecret,
  loadPasswordResetSecret,
  loadVapidKeys,
  newsletterSubscriberIdsOf,
  openStores,
  type Stores,
  tryExclusiveFileLock,
} from '@iec-bets/platform';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DataDirInUseError } from './data-dir-in-use-error.js';
import { ensureReadModelIndexes, startProjectorThread } from '@iec-bets/projector';
import { queryRoutes } from '@iec-bets/query-service';
import type { FastifyInstance } from 'fastify';

export interface RunningServer {
  url: string;
  app: FastifyInstance;
  stores: Stores;
  close(): Promise<void>;
}

/**
 * Everything in one process: the command and query routes on one port, the projector following the log and the
 * notifier sending alerts (each in a worker thread), and the web client. The same route plugins run as separate services in the distributed setup.
 */
export async function startServer(config: Config, options: { logger?: boolean | { level: string } } = {}): Promise<RunningServer> {
  // Refused before anything is opened: with email but nowhere for its confirmation links to point, no email alert
  // could ever go out while Settings offered them (email-setup.ts).
  const emailProblems = emailSetupProblems(config, { secretKeptInDataDir: true });
  if (emailProblems.length > 0) throw new ConfigError(emailProblems);
  // One server per DATA_DIR, claimed before anything is opened or written: a second would find the job queues taken
  // by the first only after opening the stores and starting a projector thread, and then never exit.
  mkdirSync(config.DATA_DIR, { recursive: true });
  const dataDir = tryExclusiveFileLock(join(config.DATA_DIR, 'server.lock'));
  if (!dataDir) throw new DataDirInUseError(config.DATA_DIR);
  const opened: Array<() => Promise<void>> = [async () => dataDir.release()];
  /**
   * What has been started so far, stopped in reverse (the DATA_DIR's claim last): a start that fails half way leaves
   * nothing running. Every part is stopped even when one fails; the first failure is then thrown.
   */
  const stopOpened = async () => {
    let failure: unknown;
    for (const stop of opened.splice(0).reverse()) await stop().catch((error: unknown) => (failure ??= error));
    if (failure !== undefined) throw failure;
  };
  try {
    const stores = await openStores(config, { sweepPastErasures: true });
    opened.push(() => stores.close());
    const { eventStore, readStore, sessionStore, noticeBus } = stores;
    await ensureReadModelIndexes(readStore);

    const app = await createHttpServer({
      sessionStore,
      publicOrigin: config.PUBLIC_ORIGIN,
      httpsOnly: config.COOKIE_SECURE,
      // Behind a proxy the browser's scheme and address arrive in X-Forwarded-*, believed only from the proxies configured.
      trustProxy: config.TRUSTED_PROXIES ?? false,
      logger: options.logger ?? { level: config.LOG_LEVEL },
    });
    opened.push(() => app.close());
    // Web push, WhatsApp and email as configured; the command routes send the test alert through the email and WhatsApp
    // channels.
    const vapid = loadVapidKeys(config);
    const alertChannels = createAlertChannels(config, { vapid });
    const newsletterSubscriberIds = newsletterSubscriberIdsOf(stores.personalDataKeys);
    await app.register(commandRoutes, {
      eventStore,
      sessionStore,
      alerts: alertChannels,
      imageStore: stores.imageStore,
      personalDataKeys: stores.personalDataKeys,
      newsletterSubscriberIds,
      settings: settingsFromConfig(config, { vapidPublicKey: vapid.publicKey }),
      // Links to choose a new password: mailed straight through SMTP (not the notifier's alert channel, whose words are
      // alerts'), pointing at PUBLIC_ORIGIN, and signed with a secret kept in DATA_DIR unless configured.
      accountEmail: smtpAccountEmail(config),
      passwordResetSecret: loadPasswordResetSecret(config),
      newsletterLinkSecret: loadNewsletterLinkSecret(config),
    });
    await app.register(queryRoutes, {
      eventStore,
      readStore,
      sessionStore,
      noticeBus,
      imageStore: stores.imageStore,
      newsletterSubscriberIds,
      readWaitTimeoutMs: config.READ_WAIT_TIMEOUT_MS,
      vapidPublicKey: vapid.publicKey,
      alertChannels: deliverableChannels(config, { publicKey: vapid.publicKey }),
      privacyContactEmail: config.PRIVACY_CONTACT_EMAIL,
    });
    await app.register(serveClient, {
      clientDir: config.CLIENT_DIR ?? defaultClientDir(),
      logHead: () => eventStore.headPosition(),
      cookieSecure: config.COOKIE_SECURE,
      publicOrigin: config.PUBLIC_ORIGIN,
    });

    // In a thread of its own, so that projecting does not take turns with answering requests (see projector-thread).
    const projector = startProjectorThread({ config, noticeBus, logger: app.log });
    opened.push(() => projector.stop());
    // Alerts from the log, in a thread of their own at a lower priority, so that sending them does not take turns
    // with answering requests (see notifier-thread): its own checkpoint (DATA_DIR/notifier.sqlite), and jobs kept
    // in DATA_DIR/jobs-<queue>.sqlite. The newsletter's links to leave are signed with the key the command routes check.
    const notifier = await startNotifierThread({ config, noticeBus, logger: app.log, newsletterLinkSecret: loadNewsletterLinkSecret(config) });
    opened.push(() => notifier.stop());
    const url = await app.listen({ port: config.PORT, host: config.HOST });

    let closing: Promise<void> | undefined;
    const close = () =>
      (closing ??= (async () => {
        // The listener first, so no request meets a half-closed server; then the rest in reverse of their start.
        await app.close();
        await stopOpened();
      })());
    return { url, app, stores, close };
  } catch (error) {
    await stopOpened().catch(() => undefined);
    throw error;
  }
}
