import { ReadModel, type NewsletterSubscriberDocument, type RecordedEvent } from '@iec-bets/contracts';
import type { Evolved, Projection } from '../projection.js';

const subscribedEmailOf = (event: RecordedEvent): string | undefined =>
  event.type === 'NewsletterSubscribed' ? event.data.email : undefined;

/** Everyone on the newsletter list, one document per lowercased address, for the admins. */
export const newsletterSubscribersProjection: Projection<NewsletterSubscriberDocument> = {
  collection: ReadModel.newsletterSubscribers,
  reads: (event) => {
    const id = subscribedEmailOf(event);
    return id === undefined ? [] : [{ collection: ReadModel.newsletterSubscribers, id }];
  },
  targets: (event) => {
    const id = subscribedEmailOf(event);
    return id === undefined ? [] : [{ id, context: undefined }];
  },
  evolve: (current, event): Evolved<NewsletterSubscriberDocument> | NewsletterSubscriberDocument | undefined => {
    // The command side appends one subscription per address; the first one counts should the log ever hold two.
    if (event.type !== 'NewsletterSubscribed' || current) return current;
    const { email, name, source } = event.data;
    return { id: email, email, name, source, subscribedAt: event.metadata.occurredAt };
  },
};
