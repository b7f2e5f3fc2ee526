import { newsletterAlreadySubscribedEmail, newsletterConfirmationEmail } from '@iec-bets/contracts';
import {
  confirmationDeadlineOf,
  mailFailureWithoutContactDetails,
  newsletterLinks,
  oneClickUnsubscribeHeaders,
  type CurrentSubscription,
} from '@iec-bets/platform';
import type { FastifyBaseLogger } from 'fastify';
import type { AccountEmail } from '../deps.js';
import type { ConfirmationLinkBudget } from '../users/confirmation-link-budget.js';

/** The subscription a subscribe request found or recorded, and the address it was made for. */
export interface SubscriptionToMail extends CurrentSubscription {
  subscriberId: string;
  email: string;
}

/**
 * Mails the address that was just subscribed: a link to confirm it while it waits, or a note that it is on the list
 * already, each with a link to leave. Never throws: it runs once the answer is sent (which must not tell whether the
 * address was on the list), and a visitor whose email does not come can subscribe again; a mail server's failure is
 * logged without the address.
 */
export type MailNewsletterConfirmation = (log: FastifyBaseLogger, subscription: SubscriptionToMail) => Promise<void>;

/**
 * How this command service mails subscribers; undefined when it sends no email or has no key to sign links with, when
 * it has no newsletter at all. Each email counts against the hourly budget of the address's confirmation links, the
 * one an account's confirmation links spend too (confirmation-link-budget.ts): a form anyone can post to must not
 * become a way to flood a stranger's mailbox.
 */
export function newsletterConfirmationMailer(deps: {
  accountEmail?: AccountEmail | undefined;
  secret?: string | undefined;
  clock: () => Date;
  budget: ConfirmationLinkBudget;
}): MailNewsletterConfirmation | undefined {
  const { accountEmail, secret, clock, budget } = deps;
  if (!accountEmail || !secret) return undefined;
  const links = newsletterLinks({ publicOrigin: accountEmail.publicOrigin, secret });
  return async (log, subscription) => {
    const { subscriberId, subscriptionId, email, confirmed } = subscription;
    const linked = { subscriberId, subscriptionId };
    // A link mailed again for a subscription that waits works until the first one stops: the subscription's time to be
    // confirmed does not grow with every request, or an address nobody confirms could be kept for ever. In the hour
    // between its end and its erasure, a link would be dead on arrival: none goes (asking after that starts afresh).
    const deadline = confirmationDeadlineOf(subscription);
    if (!confirmed && clock().getTime() >= deadline) {
      log.info({ subscriberId }, 'newsletter confirmation not sent: the subscription is about to be erased as unconfirmed');
      return;
    }
    // The budget's "account" is the subscription's address on the list, beside the address's own count.
    const allowance = await budget({ userId: `newsletter-${subscriberId}`, email }).catch((error: unknown) => {
      log.warn({ err: error, subscriberId }, 'newsletter email not sent: its budget could not be counted');
      return undefined;
    });
    if (!allowance) return;
    if (!allowance.allowed) {
      log.info({ subscriberId }, 'newsletter email held back: the budget of emails to this address is spent');
      return;
    }
    const message = confirmed
      ? newsletterAlreadySubscribedEmail({ unsubscribe: links.unsubscribePage(linked) })
      : newsletterConfirmationEmail({ confirm: links.confirmPage(linked, deadline), unsubscribe: links.unsubscribePage(linked) }, new Date(deadline));
    try {
      await accountEmail.mailer({ to: email, ...message, headers: oneClickUnsubscribeHeaders(links.oneClickUnsubscribe(linked)) });
    } catch (error) {
      log.warn({ err: mailFailureWithoutContactDetails('Newsletter email failed', error), subscriberId }, 'newsletter email failed');
      // An email that did not go spends nothing of the budget.
      await allowance.giveBack().catch(() => undefined);
    }
  };
}
