import type { JobQueue, NewJob, ReadStore } from '@iec-bets/platform';
import { unconfirmedErasureDueAt } from '@iec-bets/platform';
import type { ConfirmationDeadlineJob } from '../jobs/alert-jobs.js';
import { unconfirmedNewsletterSubscribers } from '../recipients.js';

/**
 * Sets a deadline for every subscription still waiting to be confirmed, as the list shows them now, due when its
 * time is up (at once for those whose time is past). The reactor sets one for each subscription it sees recorded;
 * this covers the ones it never saw: those recorded before deadlines existed, before the reactor's first start (it
 * begins at the end of the log), and any whose job failed for good. Run at every start; a deadline set twice is
 * erased once (unconfirmed-expiry.ts finds the second with nothing to do).
 */
export async function setMissingDeadlines(readStore: ReadStore, deadlineQueue: JobQueue<ConfirmationDeadlineJob>): Promise<number> {
  let set = 0;
  for await (const subscribers of unconfirmedNewsletterSubscribers(readStore)) {
    const jobs = subscribers.map(
      (subscriber): NewJob<ConfirmationDeadlineJob> => ({
        id: `${subscriber.subscriptionId}:deadline-sweep`,
        data: {
          kind: 'newsletter-confirmation-deadline',
          // No event: the list's entry stands for the subscription's record.
          eventId: `sweep:${subscriber.subscriptionId}`,
          position: subscriber._position,
          subscriberId: subscriber.id,
          subscriptionId: subscriber.subscriptionId,
        },
        notBefore: unconfirmedErasureDueAt({ requestedAt: subscriber.subscribedAt }),
      }),
    );
    await deadlineQueue.add(jobs);
    set += jobs.length;
  }
  return set;
}
