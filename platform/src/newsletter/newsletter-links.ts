import { NEWSLETTER_CONFIRM_PATH, NEWSLETTER_UNSUBSCRIBE_PATH } from '@iec-bets/contracts';
import { issueNewsletterLinkToken } from './newsletter-link-token.js';

/** The subscription a link is made for. */
export interface LinkedSubscription {
  subscriberId: string;
  subscriptionId: string;
}

/** The links a newsletter email carries, to the site at `publicOrigin`. */
export interface NewsletterLinks {
  /**
   * The page that confirms the subscription, token in the fragment; the link works until `deadline` (epoch
   * milliseconds, confirmationDeadlineOf the subscription), however late it is mailed.
   */
  confirmPage(subscription: LinkedSubscription, deadline: number): string;
  /** The page that leaves the list, token in the fragment: the link a person reads and clicks. */
  unsubscribePage(subscription: LinkedSubscription): string;
  /**
   * The List-Unsubscribe header's address (RFC 8058): the API itself, token in the query, since a mail program posts
   * `List-Unsubscribe=One-Click` to it and nothing else.
   */
  oneClickUnsubscribe(subscription: LinkedSubscription): string;
}

/**
 * Links signed with `secret` (the key that signs the account links, PASSWORD_RESET_SECRET): the command
 * side mails the confirmation and the notifier the daily question, and either's links open on any command service.
 */
export function newsletterLinks(options: { publicOrigin: string; secret: string }): NewsletterLinks {
  const { publicOrigin, secret } = options;
  const leave = (subscription: LinkedSubscription) =>
    issueNewsletterLinkToken({ purpose: 'newsletter-unsubscribe', ...subscription, secret, expiresAt: null });
  const page = (path: string, token: string) => {
    const link = new URL(path, publicOrigin);
    // In the fragment, which the browser keeps to itself: no server's log, and no Referer, ever holds the token.
    link.hash = token;
    return link.toString();
  };
  return {
    confirmPage: (subscription, deadline) => {
      const expiresAt = Math.floor(deadline / 1000);
      return page(NEWSLETTER_CONFIRM_PATH, issueNewsletterLinkToken({ purpose: 'newsletter-confirmation', ...subscription, secret, expiresAt }));
    },
    unsubscribePage: (subscription) => page(NEWSLETTER_UNSUBSCRIBE_PATH, leave(subscription)),
    oneClickUnsubscribe: (subscription) => {
      const link = new URL('/api/newsletter/unsubscribe', publicOrigin);
      link.searchParams.set('token', leave(subscription));
      return link.toString();
    },
  };
}

/**
 * RFC 8058's two headers, which every newsletter email carries: mail programs show an "Unsubscribe" of their own that
 * posts to `url` (oneClickUnsubscribe) with no further step.
 */
export function oneClickUnsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
