import { createHash, createHmac } from 'node:crypto';
import type { PersonalDataKeys } from '../personal-data/personal-data-keys.js';

/**
 * The id of an address on the newsletter list names the address's stream and its entry in the read models, so that
 * neither spells the address out, and one address always finds its own stream, which keeps a subscription from being
 * recorded twice. It outlives an erasure, in the log and in every copy of it.
 *
 * So it is keyed: HMAC-SHA256 of the lowercased address under a key kept with the personal-data keys, apart from the
 * log. A plain hash could be tested against any list of addresses by whoever holds a copy of the log (a leaked list,
 * say, against a backup), which would tell that an erased address was once subscribed; without the key, the id tells
 * nothing. The key is made on first use and never erased or changed: a new key would give every address a new id, and
 * an address already on the list could subscribe a second time.
 */
export interface NewsletterSubscriberIds {
  /** The id a new subscription of the address is recorded under. */
  of(lowercasedEmail: string): Promise<string>;
  /**
   * Every id the address may be on the list under: its keyed id, then the unkeyed one (the plain sha256) that every
   * subscription recorded before the ids were keyed has, and keeps.
   */
  candidatesOf(lowercasedEmail: string): Promise<[keyed: string, unkeyed: string]>;
}

/** The subject of the key in the personal-data keys; no person's, so no erasure ever names it. */
export const NEWSLETTER_INDEX_KEY_SUBJECT = 'newsletter-index';

/** Subscriber ids keyed by the key that `indexKey` gives (asked once, then kept for the process's life). */
export function newsletterSubscriberIds(indexKey: () => Promise<Buffer>): NewsletterSubscriberIds {
  let key: Promise<Buffer> | undefined;
  const keyOnce = () =>
    (key ??= indexKey().catch((error: unknown) => {
      // A key store out of reach is asked again next time rather than failing every subscription until a restart.
      key = undefined;
      throw error;
    }));
  const keyed = async (lowercasedEmail: string) => createHmac('sha256', await keyOnce()).update(lowercasedEmail).digest('hex');
  return {
    of: keyed,
    candidatesOf: async (lowercasedEmail) => [await keyed(lowercasedEmail), unkeyedNewsletterSubscriberIdOf(lowercasedEmail)],
  };
}

/** The product's subscriber ids, keyed under its personal-data keys. */
export const newsletterSubscriberIdsOf = (keys: PersonalDataKeys): NewsletterSubscriberIds =>
  newsletterSubscriberIds(() => keys.keyFor(NEWSLETTER_INDEX_KEY_SUBJECT));

/**
 * The id subscriptions had before the ids were keyed: the sha256 of the lowercased address, in hex. Their streams keep
 * it, and schema version 1 of NewsletterSubscribed, which held the address in the clear, is upcast with it.
 */
export function unkeyedNewsletterSubscriberIdOf(lowercasedEmail: string): string {
  return createHash('sha256').update(lowercasedEmail).digest('hex');
}
