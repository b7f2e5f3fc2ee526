import { mailConfirmationLinkNow, smtpAccountEmail } from '@iec-bets/command-service';
import { type Config, loadPasswordResetSecret, mailFailureWithoutContactDetails, openStores, PASSWORD_RESET_SECRET_FILE } from '@iec-bets/platform';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { mailPendingConfirmations } from '../email-confirmations/mail-pending-confirmations.js';
import { configOfExistingData } from './existing-data.js';
import { UsageError } from './usage-error.js';

/**
 * `iec-bets send-email-confirmations [--dry-run]`: a link to confirm their address for everyone whose email alerts
 * are held back for want of one (mail-pending-confirmations.ts), run once after the upgrade that brought
 * confirmation. Mails as the server does, through SMTP_URL and MAIL_FROM, with links to PUBLIC_ORIGIN signed with the
 * server's secret (PASSWORD_RESET_SECRET, or the one it keeps in DATA_DIR).
 */
export async function runSendEmailConfirmations(options: { dryRun: boolean }): Promise<void> {
  const config = configOfExistingData();
  const accountEmail = smtpAccountEmail(config);
  if (!accountEmail && !options.dryRun) {
    throw new UsageError('send-email-confirmations mails through SMTP_URL and MAIL_FROM, with links to PUBLIC_ORIGIN: give it all three, as the server has them.');
  }
  const secret = secretTheServerSignsWith(config);
  const stores = await openStores(config);
  try {
    const outcome = await mailPendingConfirmations({
      eventStore: stores.eventStore,
      readStore: stores.readStore,
      mail: accountEmail && !options.dryRun ? (account) => mailConfirmationLinkNow({ accountEmail, secret, now: new Date() }, account) : undefined,
      onFailure: (userId, error) => console.error(`No link for user ${userId}: ${mailFailureWithoutContactDetails('The mail server did not take it', error).message}`),
    });
    if (options.dryRun) {
      console.log(`${outcome.found} accounts have email alerts on and an address not yet confirmed; nothing was mailed (--dry-run).`);
      return;
    }
    console.log(
      `Mailed ${outcome.mailed} of ${outcome.found} accounts with email alerts on a link to confirm their address.` +
        (outcome.failed > 0 ? ` ${outcome.failed} could not be sent: run this again later, which mails only the addresses still unconfirmed.` : ''),
    );
  } finally {
    await stores.close();
  }
}

/**
 * The key the server signs its links with, never a new one: a link signed with any other would be refused by the
 * server it points at. The distributed setup's is PASSWORD_RESET_SECRET, and its accounts are in MONGODB_URL's read
 * models (without it this command would read an empty store of its own, and mail nobody); the one-process server's
 * secret is in DATA_DIR once it has started.
 */
function secretTheServerSignsWith(config: Config): string {
  if (config.EVENTSTORE_URL && (!config.PASSWORD_RESET_SECRET || !config.MONGODB_URL)) {
    throw new UsageError(
      'With EVENTSTORE_URL, send-email-confirmations needs the PASSWORD_RESET_SECRET the command services sign links with and the MONGODB_URL their accounts are read from.',
    );
  }
  if (!config.PASSWORD_RESET_SECRET && !existsSync(join(config.DATA_DIR, PASSWORD_RESET_SECRET_FILE))) {
    throw new UsageError(`There is no ${PASSWORD_RESET_SECRET_FILE} in DATA_DIR: give this command the server's PASSWORD_RESET_SECRET, or start the server once.`);
  }
  return loadPasswordResetSecret(config);
}
