import { ReadModel, type NewsletterSubscriberDocument, type RecordedEvent } from '@iec-bets/contracts';
import type { Evolved, Projection } from '../projection.js';

const subscriberIdOf = (event: RecordedEvent): string | undefined =>
  event.type === 'NewsletterSubscribed' || event.type === 'NewsletterSubscriptionConfirmed' || event.type === 'NewsletterSubscriptionErased'
    ? event.data.subscriberId
    : undefined;

/**
 * Everyone on the newsletter list, for the admins: one document per address, by subscriber id (a hash of the address),
 * so that an erasure, which names no address, finds the entry it takes off.
 */
export const newsletterSubscribersProjection: Projection<NewsletterSubscriberDocument> = {
  collection: ReadModel.newsletterSubscribers,
  canHandle: new Set(['NewsletterSubscribed', 'NewsletterSubscriptionConfirmed', 'NewsletterSubscriptionErased']),
  reads: (event) => {
    const id = subscriberIdOf(event);
    return id === undefined ? [] : [{ collection: ReadModel.newsletterSubscribers, id }];
  },
  targets: (event) => {
    const id = subscriberIdOf(event);
    return id === undefined ? [] : [{ id, context: undefined }];
  },
  evolve: (current, event): Evolved<NewsletterSubscriberDocument> | NewsletterSubscriberDocument | undefined => {
    switch (event.type) {
      case 'NewsletterSubscribed': {
        // The command side appends one subscription per address at a time; the first counts should the log hold two.
        if (current) return current;
        const { subscriberId, subscriptionId, email, name, source } = event.data;
        return {
          id: subscriberId,
          subscriptionId,
          email,
          name,
          source,
          subscribedAt: event.metadata.occurredAt,
          confirmedAt: null,
          confirmed: false,
        };
      }
      case 'NewsletterSubscriptionConfirmed':
        // Only the subscription the link was made for, and the first confirmation: a second changes nothing.
        if (current?.subscriptionId !== event.data.subscriptionId || current.confirmed) return current;
        return { ...current, confirmedAt: event.metadata.occurredAt, confirmed: true };
      case 'NewsletterSubscriptionErased':
        return current?.subscriptionId === event.data.subscriptionId ? undefined : current;
      default:
        return current;
    }
  },
};
