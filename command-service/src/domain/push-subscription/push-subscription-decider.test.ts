import type { DomainEvent } from '@iec-bets/contracts';
import { describe, it } from 'vitest';
import { specFor } from '../../test-support/decider-spec.js';
import { pushSubscriptionDecider } from './push-subscription-decider.js';

const given = specFor(pushSubscriptionDecider);
const userId = 'u1';
const endpoint = 'https://fcm.googleapis.com/fcm/send/abc';
const keys = { p256dh: `B${'a'.repeat(86)}`, auth: 'b'.repeat(22) };
const subscribed: DomainEvent = { type: 'PushSubscribed', data: { userId, endpoint, keys } };
const unsubscribed: DomainEvent = { type: 'PushUnsubscribed', data: { userId, endpoint } };
const subscribe = { type: 'SubscribeToPush' as const, data: { userId, endpoint, keys } };
const unsubscribe = { type: 'UnsubscribeFromPush' as const, data: { userId, endpoint } };

describe('push subscriptions', () => {
  it('records a new subscription', () => {
    given([]).when(subscribe).then([subscribed]);
  });

  it('records nothing when the browser sends the same subscription again', () => {
    given([subscribed]).when(subscribe).then([]);
  });

  it('records new keys for a known endpoint', () => {
    const renewed = { ...keys, auth: 'c'.repeat(22) };
    given([subscribed])
      .when({ type: 'SubscribeToPush', data: { userId, endpoint, keys: renewed } })
      .then([{ type: 'PushSubscribed', data: { userId, endpoint, keys: renewed } }]);
  });

  it('records an unsubscription', () => {
    given([subscribed]).when(unsubscribe).then([unsubscribed]);
  });

  it('records nothing when unsubscribing twice, or an endpoint never subscribed', () => {
    given([subscribed, unsubscribed]).when(unsubscribe).then([]);
    given([]).when(unsubscribe).then([]);
  });

  it('subscribes again after an unsubscription', () => {
    given([subscribed, unsubscribed]).when(subscribe).then([subscribed]);
  });
});
