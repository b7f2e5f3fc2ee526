import { streams, type DomainEvent } from '@iec-bets/contracts';
import type { EventStore } from '@iec-bets/platform';

export interface GoneSubscription {
  userId: string;
  endpoint: string;
  /** The delivery job that found it gone, and the event it was about: the removal's correlation and cause. */
  jobId: string;
  eventId: string;
}

/**
 * Records that a push service said a browser's subscription is gone (PushUnsubscribed), unless the subscription's
 * stream already ends it (a retry, or the user beat us to it), so that no alert is sent to it again.
 */
export async function removeGoneSubscription(eventStore: EventStore, gone: GoneSubscription, now: Date): Promise<void> {
  const streamId = streams.pushSubscriptions(gone.userId);
  const history = await eventStore.readStream(streamId);
  const last = history.findLast(
    (event) => (event.type === 'PushSubscribed' || event.type === 'PushUnsubscribed') && event.data.endpoint === gone.endpoint,
  );
  if (last?.type !== 'PushSubscribed') return;
  const event: DomainEvent = { type: 'PushUnsubscribed', data: { userId: gone.userId, endpoint: gone.endpoint } };
  // Expected revision: a new subscription appended meanwhile makes this fail, and the retry then sees it.
  await eventStore.append(streamId, [event], {
    expectedRevision: history.at(-1)!.revision,
    metadata: { actorId: null, correlationId: gone.jobId, causationId: gone.eventId, occurredAt: now.toISOString() },
  });
}
