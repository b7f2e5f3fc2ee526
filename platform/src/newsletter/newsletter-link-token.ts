import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token of a link in a newsletter email: `<subscriberId>.<subscriptionId>.<expiresAt>.<mac>`, the expiry in epoch
 * seconds (`0` for a link that never expires), the mac an HMAC-SHA256, base64url, of the three and of what the link is
 * for. Nothing is stored: the subscription it names is the binding. A link to a subscription that has left the list
 * opens nothing, and after a new subscription of the same address (a new subscription id) the old links stay dead.
 *
 * Leaving never expires, since every newsletter email must go on working for that (RFC 8058 asks one-click links to
 * work for as long as the emails are likely to be read); confirming does, so that a link found in a mailbox weeks
 * later cannot start a newsletter its owner has forgotten about.
 */
export interface NewsletterLinkToken {
  subscriberId: string;
  subscriptionId: string;
  /** Epoch seconds after which the link no longer works; null for one that always does. */
  expiresAt: number | null;
  mac: string;
}

export type NewsletterLinkPurpose = 'newsletter-confirmation' | 'newsletter-unsubscribe';

/** Subscriber ids are 64 hexadecimal characters; subscription ids are UUIDs, or a subscriber id (the oldest ones). */
const SUBSCRIBER_ID = /^[0-9a-f]{64}$/;
const SUBSCRIPTION_ID = /^[0-9A-Za-z-]{1,64}$/;
/** `0`, or whole seconds written as a number is: one spelling per instant, so no two tokens of one link. */
const EXPIRY = /^(0|[1-9]\d{0,11})$/;
/** SHA-256's 32 bytes in unpadded base64url. */
const MAC = /^[A-Za-z0-9_-]{43}$/;

export function issueNewsletterLinkToken(link: {
  purpose: NewsletterLinkPurpose;
  subscriberId: string;
  subscriptionId: string;
  secret: string;
  expiresAt: number | null;
}): string {
  const { subscriberId, subscriptionId, expiresAt } = link;
  return [subscriberId, subscriptionId, expiresAt ?? 0, macOf({ subscriberId, subscriptionId, expiresAt }, link)].join('.');
}

/** The token's parts when it is well formed, without saying yet whether it holds; null when it cannot be one of ours. */
export function parseNewsletterLinkToken(token: string): NewsletterLinkToken | null {
  const parts = token.split('.');
  if (parts.length !== 4) return null;
  const [subscriberId = '', subscriptionId = '', expiresAt = '', mac = ''] = parts;
  if (!SUBSCRIBER_ID.test(subscriberId) || !SUBSCRIPTION_ID.test(subscriptionId) || !EXPIRY.test(expiresAt) || !MAC.test(mac)) return null;
  return { subscriberId, subscriptionId, expiresAt: expiresAt === '0' ? null : Number(expiresAt), mac };
}

/** Whether the token was made with this secret for this purpose, and has not expired. */
export function newsletterLinkTokenHolds(token: NewsletterLinkToken, check: { purpose: NewsletterLinkPurpose; secret: string; now: Date }): boolean {
  if (token.expiresAt !== null && check.now.getTime() >= token.expiresAt * 1000) return false;
  const expected = Buffer.from(macOf(token, check));
  const given = Buffer.from(token.mac);
  // Compared in constant time, so that how long a refusal takes does not tell how much of a forged mac was right.
  return expected.length === given.length && timingSafeEqual(expected, given);
}

function macOf(token: Pick<NewsletterLinkToken, 'subscriberId' | 'subscriptionId' | 'expiresAt'>, binding: { purpose: NewsletterLinkPurpose; secret: string }): string {
  // Labelled and one field per line, as the account links are (account-link-token.ts in the command service): the
  // purpose keeps a link to leave from confirming, and no account link's mac is ever one of these.
  return createHmac('sha256', binding.secret)
    .update([binding.purpose, token.subscriberId, token.subscriptionId, String(token.expiresAt ?? 0)].join('\n'))
    .digest('base64url');
}
