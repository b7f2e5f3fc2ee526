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
   * Every id the address may be on the list under: its keyed id (none while no key exists yet, when no address can
   * have one), then the unkeyed one (the plain sha256) that every subscription recorded before the ids were keyed
   * has, and keeps.
   */
  candidatesOf(lowercasedEmail: string): Promise<string[]>;
}

/** The subject of the key in the personal-data keys; no person's, so no erasure ever names it. */
export const NEWSLETTER_INDEX_KEY_SUBJECT = 'index:newsletter';

/**
 * Subscriber ids keyed by the key that `indexKey` gives: asked until it gives one, then kept for the process's life.
 * `findKey`, when given, is how `candidatesOf` asks: a reader that only looks addresses up must never make a key of
 * its own (pointed at the wrong key store, it would otherwise find nobody and say so).
 */
export function newsletterSubscriberIds(indexKey: () => Promise<Buffer>, findKey: () => Promise<Buffer | undefined> = indexKey): NewsletterSubscriberIds {
  let key: Promise<Buffer | undefined> | undefined;
  // A key store out of reach, or no key yet, is asked again next time rather than remembered until a restart.
  const keyOnce = (ask: () => Promise<Buffer | undefined>) =>
    (key ??= ask().then(
      (found) => {
        if (!found) key = undefined;
        return found;
      },
      (error: unknown) => {
        key = undefined;
        throw error;
      },
    ));
  const hmac = (indexKeyBytes: Buffer, lowercasedEmail: string) => createHmac('sha256', indexKeyBytes).update(lowercasedEmail).digest('hex');
  return {
    of: async (lowercasedEmail) => {
      const found = (await keyOnce(findKey)) ?? (await keyOnce(indexKey));
      return hmac(found!, lowercasedEmail);
    },
    candidatesOf: async (lowercasedEmail) => {
      const found = await keyOnce(findKey);
      const unkeyed = unkeyedNewsletterSubscriberIdOf(lowercasedEmail);
      return found ? [hmac(found, lowercasedEmail), unkeyed] : [unkeyed];
    },
  };
}

/**
 * The product's subscriber ids, keyed under its personal-data keys: the command side makes the key on first use;
 * looking an address up only reads it.
 */
export const newsletterSubscriberIdsOf = (keys: PersonalDataKeys): NewsletterSubscriberIds =>
  newsletterSubscriberIds(
    () => keys.keyFor(NEWSLETTER_INDEX_KEY_SUBJECT),
    async () => (await keys.keysOf([NEWSLETTER_INDEX_KEY_SUBJECT])).get(NEWSLETTER_INDEX_KEY_SUBJECT),
  );

/**
 * The id subscriptions had before the ids were keyed: the sha256 of the lowercased address, in hex. Their streams keep
 * it, and schema version 1 of NewsletterSubscribed, which held the address in the clear, is upcast with it.
 */
export function unkeyedNewsletterSubscriberIdOf(lowercasedEmail: string): string {
  return createHash('sha256').update(lowercasedEmail).digest('hex');
}
