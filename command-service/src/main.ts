import { ConfigError, disableAllocationSitePretenuring, loadConfig, newsletterSubscriberIdsOf, openStores } from '@iec-bets/platform';
import { buildApp } from './app.js';
import { emailSetupProblems } from './email-setup.js';
import { cloudApiTestWhatsAppSender } from './cloud-api-test-whatsapp-sender.js';
import { settingsFromConfig } from './settings-from-config.js';
import { smtpAccountEmail } from './smtp-account-email.js';
import { smtpTestEmailSender } from './smtp-test-email-sender.js';

/** The command service as its own process, one of its replicas behind nginx in the distributed setup. */
disableAllocationSitePretenuring();
const config = loadConfig();
const emailProblems = emailSetupProblems(config);
if (emailProblems.length > 0) throw new ConfigError(emailProblems);
const stores = await openStores(config, { role: 'command-service', sweepPastErasures: true });
const app = await buildApp({
  eventStore: stores.eventStore,
  sessionStore: stores.sessionStore,
  imageStore: stores.imageStore,
  personalDataKeys: stores.personalDataKeys,
  newsletterSubscriberIds: newsletterSubscriberIdsOf(stores.personalDataKeys),
  rateLimitRedis: stores.rateLimitRedis,
  settings: settingsFromConfig(config),
  // POST /api/notifications/test mails through SMTP_URL/MAIL_FROM and messages through WHATSAPP_*; a channel without
  // its settings answers 503.
  alerts: { ...smtpTestEmailSender(config), ...cloudApiTestWhatsAppSender(config) },
  // Links to choose a new password and to confirm an address go out through the same SMTP settings, pointing at
  // PUBLIC_ORIGIN, signed with PASSWORD_RESET_SECRET (every replica the same): required with SMTP (email-setup.ts).
  accountEmail: smtpAccountEmail(config),
  passwordResetSecret: config.PASSWORD_RESET_SECRET,
  newsletterLinkSecret: config.NEWSLETTER_LINK_SECRET,
  publicOrigin: config.PUBLIC_ORIGIN,
  httpsOnly: config.COOKIE_SECURE,
  logger: { level: config.LOG_LEVEL },
  // Behind nginx the client's address arrives in X-Forwarded-For, believed only from the proxies configured.
  trustProxy: config.TRUSTED_PROXIES ?? false,
});
await app.listen({ port: config.PORT, host: config.HOST });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'closing');
  try {
    // Stop taking requests and finish those in flight before the stores go away.
    await app.close();
    await stores.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'closing failed');
    process.exit(1);
  }
}
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));
