import { createSmtpMailer, type Mailer, newsletterLinks } from '@iec-bets/platform';
import type { NewsletterSender } from '../alerts/alert.js';
import { RefusedRecipientError } from './delivery-failure.js';
import { couldBeAnEmailAddress, smtpFailureOf } from './email-channel.js';
import { newsletterEmailFor } from './render-newsletter.js';

export interface NewsletterChannelOptions {
  /** The SMTP server the email alerts go through (`SMTP_URL`). */
  smtpUrl: string;
  /** The From header (`MAIL_FROM`). */
  from: string;
  /** The site the links point to, e.g. https://bets.example.org (`PUBLIC_ORIGIN`). */
  publicOrigin: string;
  /** The key that signs the links to leave the list: the command services' (`NEWSLETTER_LINK_SECRET`), which check them. */
  secret: string;
  /**
   * Where a subscriber may also write to be taken off the list (`PRIVACY_CONTACT_EMAIL`): POPIA (s69(4)) asks every
   * such email to name its sender and an address to ask it to stop at.
   */
  contactEmail?: string;
  /** Limit on connecting, on the greeting and on an idle socket, so that a stuck server fails the job in time. */
  timeoutMs?: number;
  /** The connections to send through, shared with the email alerts (the notifier's pool); a new one per message if not given. */
  mailer?: Mailer;
}

/**
 * Sends the daily question to a newsletter subscriber through the same SMTP mailer as the email alerts, the server's
 * reply judged the same way (see smtpFailureOf). The links to leave are made at send time for the subscription on the
 * list then, so that they name the one the subscriber holds.
 */
export function createNewsletterSender(options: NewsletterChannelOptions): NewsletterSender {
  const send = options.mailer ?? createSmtpMailer({ smtpUrl: options.smtpUrl, from: options.from, ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}) });
  const links = newsletterLinks({ publicOrigin: options.publicOrigin, secret: options.secret });
  const home = new URL('/', options.publicOrigin).toString();

  return async ({ address, subscriberId, subscriptionId }, alert) => {
    if (!couldBeAnEmailAddress(address)) {
      throw new RefusedRecipientError('The newsletter address on record is not an email address');
    }
    const subscription = { subscriberId, subscriptionId };
    const message = newsletterEmailFor(alert, {
      home,
      unsubscribePage: links.unsubscribePage(subscription),
      oneClickUnsubscribe: links.oneClickUnsubscribe(subscription),
      ...(options.contactEmail ? { contactEmail: options.contactEmail } : {}),
    });
    try {
      await send({ to: address, ...message });
    } catch (error) {
      throw smtpFailureOf(error);
    }
  };
}
