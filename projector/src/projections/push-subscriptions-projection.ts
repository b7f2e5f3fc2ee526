import { hash } from 'node:crypto';
import { ReadModel, type PushSubscriptionDocument, type RecordedEvent } from '@iec-bets/contracts';
import type { Evolved, Projection } from '../projection.js';

/** Endpoints are long URLs: the document id is their sha256, so an endpoint has one document whoever holds it. */
export function pushSubscriptionId(endpoint: string): string {
  // One-shot: a replay derives this id for every subscription event, and a Hash object per call cost twice as much.
  return hash('sha256', endpoint, 'base64url');
}

/**
 * The endpoint an event is about. An erased user's endpoints read as empty (their personal-data key is gone): such
 * an event is about nothing any more.
 */
function endpointOf(event: RecordedEvent): string | undefined {
  if (event.type !== 'PushSubscribed' && event.type !== 'PushUnsubscribed') return undefined;
  return event.data.endpoint === '' ? undefined : event.data.endpoint;
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
    case 'UserDeleted':
      return undefined;
    default:
      return current;
  }
}

/** Where the notifier sends web-push alerts: every live subscription, looked up by user. */
export const pushSubscriptionsProjection: Projection<PushSubscriptionDocument> = {
  collection: ReadModel.pushSubscriptions,
  canHandle: new Set(['PushSubscribed', 'PushUnsubscribed', 'UserDeleted']),
  reads: (event) => {
    if (event.type === 'UserDeleted') return [{ collection: ReadModel.pushSubscriptions, where: { userId: event.data.userId } }];
    const endpoint = endpointOf(event);
    return endpoint === undefined ? [] : [{ collection: ReadModel.pushSubscriptions, id: pushSubscriptionId(endpoint) }];
  },
  targets: (event, view) => {
    if (event.type === 'UserDeleted') {
      return view
        .find<PushSubscriptionDocument>(ReadModel.pushSubscriptions, { where: { userId: event.data.userId } })
        .map((subscription) => ({ id: subscription.id, context: undefined }));
    }
    const endpoint = endpointOf(event);
    return endpoint === undefined ? [] : [{ id: pushSubscriptionId(endpoint), context: undefined }];
  },
  evolve: evolveSubscription,
};
