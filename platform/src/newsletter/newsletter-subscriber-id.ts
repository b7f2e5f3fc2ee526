import { createHash } from 'node:crypto';

/**
 * The id of an address on the newsletter list: the sha256 of the lowercased address, in hex. It names the address's
 * stream and its entry in the read models, so that neither spells the address out, and one address always finds its
 * own stream, which keeps a subscription from being recorded twice. It outlives an erasure: whoever already knows an
 * address can tell that it was once subscribed, but nobody can read an address from it.
 */
export function newsletterSubscriberIdOf(lowercasedEmail: string): string {
  return createHash('sha256').update(lowercasedEmail).digest('hex');
}
