import { newsletterSubscriberIds, type NewsletterSubscriberIds } from '@iec-bets/platform';
import { randomBytes } from 'node:crypto';

/** Subscriber ids under a key of their own, as each deployment has one (kept with its personal-data keys). */
export function newsletterSubscriberIdsUnderNewKey(): NewsletterSubscriberIds {
  const indexKey = randomBytes(32);
  return newsletterSubscriberIds(async () => indexKey);
}
