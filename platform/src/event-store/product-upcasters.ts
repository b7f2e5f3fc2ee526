import type { UpcasterTable } from '@iec-bets/contracts';
import { unkeyedNewsletterSubscriberIdOf } from '../newsletter/newsletter-subscriber-id.js';

/**
 * The product's upcasters, by event type and the version they upgrade from. They live with the event stores rather
 * than in the contracts because some need Node's crypto, which the browser's copy of the contracts cannot have.
 */
export const productUpcasters: UpcasterTable = {
  CommentRemoved: {
    // Version 1 has no salt. Its data is left as written, which its chain link covers.
    1: (data) => data,
  },
  CommentReportsDismissed: {
    // Version 1 has no `reportsRead`, which reads as every report then waiting. Its data is left as written: the
    // chain links were made over it, and the public history recomputes them from what the log gives.
    1: (data) => data,
  },
  NewsletterSubscribed: {
    // Version 1 held the address alone, in the clear. Its subscriber id is the address's hash, as its stream's name
    // always was; it was never sealed, so its subscription id only has to be stable: the subscriber id serves.
    1: (data) => {
      const subscriberId = unkeyedNewsletterSubscriberIdOf(String(data.email));
      return { ...data, subscriberId, subscriptionId: subscriberId };
    },
  },
};
