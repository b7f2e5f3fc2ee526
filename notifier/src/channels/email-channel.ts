import { createSmtpMailer, type Mailer, shortenedWithoutContactDetails, smtpRefusedTheRecipient } from '@iec-bets/platform';
import { PermanentDeliveryError, type Alert } from '../alerts/alert.js';
import { RefusedRecipientError, RetryableDeliveryError } from './delivery-failure.js';
import { emailMessageFor } from './render-alert.js';

export interface EmailChannelOptions {
  /** `smtp://user:pass@host:587` (upgrades with STARTTLS when the server offers it) or `smtps://…:465` (`SMTP_URL`). */
  smtpUrl: string;
  /** The From header, e.g. `IEC Bets <alerts@bets.example.org>` (`MAIL_FROM`). */
  from: string;
  /** Where links in the email point, e.g. https://bets.example.org (`PUBLIC_ORIGIN`); no links without it. */
  appOrigin?: string | undefined;
  /** Limit on connecting, on the greeting and on an idle socket, so that a stuck server fails the job in time. */
  timeoutMs?: number;
  /** The connections to send through, shared with the newsletter (the notifier's pool); a new one per message if not given. */
  mailer?: Mailer;
}

export type EmailSender = (address: string, alert: Alert) => Promise<void>;

/**
 * Sends an alert as an email over SMTP through the platform's mailer. The server's reply decides the outcome: 5xx (a
 * refused recipient, failed login) is permanent, 4xx (greylisting, a full mailbox, a busy server) and connection
 * failures are worth a retry.
 */
export function createEmailSender(options: EmailChannelOptions): EmailSender {
  const send = options.mailer ?? createSmtpMailer({ smtpUrl: options.smtpUrl, from: options.from, ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}) });

  return async (address, alert) => {
    if (!couldBeAnEmailAddress(address)) {
      throw new RefusedRecipientError('The email address on record is not an email address');
    }
    const message = emailMessageFor(alert, { appOrigin: options.appOrigin });
    try {
      await send({ to: address, ...message });
    } catch (error) {
      throw smtpFailureOf(error);
    }
  };
}

/** A full check is the receiving server's job; this only stops what cannot be an address at all. */
export function couldBeAnEmailAddress(address: string): boolean {
  return /^[^\s@]+@[^\s@]+$/.test(address);
}

interface SmtpError extends Error {
  responseCode?: number | undefined;
  response?: string | undefined;
}

/**
 * What a failed send means for its job (the newsletter's emails are judged the same way): 5xx but 503 is permanent, a
 * refused mailbox marked so, anything else worth a retry.
 */
export function smtpFailureOf(error: unknown): Error {
  const smtp = error as SmtpError;
  if (typeof smtp?.responseCode === 'number') {
    const detail = `Mail server answered ${shortenedWithoutContactDetails(smtp.response ?? String(smtp.responseCode))}`;
    // 503 only says the session was out of step, which a new connection repairs.
    const permanent = smtp.responseCode >= 500 && smtp.responseCode !== 503;
    // No cause: the mailer's error names the recipient (its message, its `rejected` list), and a logged error
    // carries its cause's message and fields.
    if (smtpRefusedTheRecipient(error)) return new RefusedRecipientError(detail);
    return permanent ? new PermanentDeliveryError(detail) : new RetryableDeliveryError(detail);
  }
  const reason = error instanceof Error ? error.message : String(error);
  return new RetryableDeliveryError(`Mail server not reached: ${shortenedWithoutContactDetails(reason)}`);
}
