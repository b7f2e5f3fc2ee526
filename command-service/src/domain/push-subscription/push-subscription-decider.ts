import type { DomainEvent, PushSubscribed, PushUnsubscribed } from '@iec-bets/contracts';
import type { Decider } from '../decider.js';

export type SubscribeToPush = { type: 'SubscribeToPush'; data: PushSubscribed['data'] };
export type UnsubscribeFromPush = { type: 'UnsubscribeFromPush'; data: PushUnsubscribed['data'] };
export type PushSubscriptionCommand = SubscribeToPush | UnsubscribeFromPush;

/** The browsers a user receives push alerts on: endpoint -> keys. */
export interface PushSubscriptionsState {
  endpoints: ReadonlyMap<string, { p256dh: string; auth: string }>;
}

function decide(command: PushSubscriptionCommand, state: PushSubscriptionsState): Array<PushSubscribed | PushUnsubscribed> {
  const known = state.endpoints.get(command.data.endpoint);
  switch (command.type) {
    case 'SubscribeToPush': {
      const { keys } = command.data;
      // Browsers send their subscription again on every visit: the same one again records nothing.
      if (known && known.p256dh === keys.p256dh && known.auth === keys.auth) return [];
      return [{ type: 'PushSubscribed', data: { ...command.data, keys: { ...keys } } }];
    }
    case 'UnsubscribeFromPush':
      // Already gone (unsubscribed twice, or removed when the push service said it expired): nothing to record.
      return known ? [{ type: 'PushUnsubscribed', data: { ...command.data } }] : [];
  }
}

function evolve(state: PushSubscriptionsState, event: DomainEvent): PushSubscriptionsState {
  switch (event.type) {
    case 'PushSubscribed': {
      const endpoints = new Map(state.endpoints);
      endpoints.set(event.data.endpoint, event.data.keys);
      return { endpoints };
    }
    case 'PushUnsubscribed': {
      if (!state.endpoints.has(event.data.endpoint)) return state;
      const endpoints = new Map(state.endpoints);
      endpoints.delete(event.data.endpoint);
      return { endpoints };
    }
    default:
      return state;
  }
}

/** A user's push subscriptions (stream `pushsubscription-<userId>`): subscribing and unsubscribing are idempotent. */
export const pushSubscriptionDecider: Decider<PushSubscriptionCommand, PushSubscriptionsState, PushSubscribed | PushUnsubscribed> = {
  decide,
  evolve,
  initialState: () => ({ endpoints: new Map() }),
};
