import { createHash } from 'node:crypto';
import { ReadModel, type PushSubscriptionDocument, type RecordedEvent } from '@iec-bets/contracts';
import type { Evolved, Projection } from '../projection.js';

/** Endpoints are long URLs: the document id is their sha256, so an endpoint has one document whoever holds it. */
export function pushSubscriptionId(endpoint: string): string {
  return createHash('sha256').update(endpoint).digest('base64url');
}

function endpointOf(event: RecordedEvent): string | undefined {
  return event.type === 'PushSubscribed' || event.type === 'PushUnsubscribed' ? event.data.endpoint : undefined;
}

function evolveSubscription(
  current: PushSubscriptionDocument | undefined,
  event: RecordedEvent,
): Evolved<PushSubscriptionDocument> | PushSubscriptionDocument | undefined {
  switch (event.type) {
    case 'PushSubscribed': {
      const { userId, endpoint, keys } = event.data;
      // The last user to subscribe with a browser holds its endpoint: a shared computer alerts whoever signed in last.
      return { id: pushSubscriptionId(endpoint), userId, endpoint, keys: { ...keys }, subscribedAt: event.metadata.occurredAt };
    }
    case 'PushUnsubscribed':
      // Only its holder's unsubscription removes it; an earlier holder's leaves the new holder subscribed.
      return current && current.userId === event.data.userId ? undefined : current;
    default:
      return current;
  }
}

/** Where the notifier sends web-push alerts: every live subscription, looked up by user. */
export const pushSubscriptionsProjection: Projection<PushSubscriptionDocument> = {
  collection: ReadModel.pushSubscriptions,
  reads: (event) => {
    const endpoint = endpointOf(event);
    return endpoint === undefined ? [] : [{ collection: ReadModel.pushSubscriptions, id: pushSubscriptionId(endpoint) }];
  },
  targets: (event) => {
    const endpoint = endpointOf(event);
    return endpoint === undefined ? [] : [{ id: pushSubscriptionId(endpoint), context: undefined }];
  },
  evolve: evolveSubscription,
};
