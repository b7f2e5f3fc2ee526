import { streams, type DomainEvent } from '@iec-bets/contracts';
import { currentSubscriptionIn, isExpiredUnconfirmed, newsletterSubject, unconfirmedErasureDueAt, type EventStore, type PersonalDataKeys } from '@iec-bets/platform';
import type { ConfirmationDeadlineJob } from '../jobs/alert-jobs.js';

/**
 * Erases a newsletter subscription that nobody confirmed in its time (NEWSLETTER_CONFIRMATION_LINK_DAYS): an
 * address that may not even be its giver's is kept for nothing after that, and POPIA keeps no personal information
 * longer than its purpose needs. As an erasure by its owner or an admin: the key that seals the address and name is
 * destroyed first, then `NewsletterSubscriptionErased` is appended, with no actor.
 *
 * It acts only from an hour after the last link stopped working (unconfirmedErasureDueAt), whenever the job runs, so
 * no confirmation can still be on its way once the key is gone; the append expects the stream as it was read, and a
 * retry after any change reads it again and finds nothing to do.
 */
export type ExpireUnconfirmedSubscription = (jobId: string, job: ConfirmationDeadlineJob) => Promise<void>;

export function createUnconfirmedExpiry(deps: {
  eventStore: EventStore;
  personalDataKeys: PersonalDataKeys;
  clock?: () => Date;
}): ExpireUnconfirmedSubscription {
  const { eventStore, personalDataKeys } = deps;
  const clock = deps.clock ?? (() => new Date());
  return async (jobId, job) => {
    const { subscriberId, subscriptionId } = job;
    const streamId = streams.newsletter(subscriberId);
    const history = await eventStore.readStream(streamId);
    const current = currentSubscriptionIn(history);
    // Confirmed, erased already, or since replaced by a new subscription of the address, with its own time.
    if (current?.subscriptionId !== subscriptionId || current.confirmed) return;
    // Run early (a job promoted by hand, a clock behind): tried again later, by the queue's backoff.
    if (!isExpiredUnconfirmed(current, clock())) {
      throw new Error(`The subscription ${subscriptionId} may be confirmed until ${new Date(unconfirmedErasureDueAt(current)).toISOString()}`);
    }
    await personalDataKeys.erase(newsletterSubject(subscriptionId));
    // A subscription from before the sealing holds the address in the clear: blanked in the log's file too.
    await eventStore.redactErasedPlainData?.([streamId]);
    const erased: DomainEvent = { type: 'NewsletterSubscriptionErased', data: { subscriberId, subscriptionId } };
    await eventStore.append(streamId, [erased], {
      expectedRevision: history.at(-1)!.revision,
      metadata: { actorId: null, correlationId: jobId, causationId: job.eventId, occurredAt: clock().toISOString() },
    });
  };
}
