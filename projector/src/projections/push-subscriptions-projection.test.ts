import { ReadModel, type PushSubscriptionDocument } from '@iec-bets/contracts';
import { describe, expect, it } from 'vitest';
import { givenEvents } from '../test-support/given-events.js';
import { events } from '@iec-bets/testing';
import { pushSubscriptionId } from './push-subscriptions-projection.js';

const collection = ReadModel.pushSubscriptions;
const chrome = 'https://fcm.googleapis.com/fcm/send/chrome-1';
const firefox = 'https://updates.push.services.mozilla.com/wpush/v2/firefox-1';
const keys = { p256dh: `B${'p'.repeat(86)}`, auth: 'q'.repeat(22) };
const at = '2025-04-06T10:00:00Z';

describe('push subscriptions read model', () => {
  it("holds each of a user's browsers, keyed by the endpoint's hash", async () => {
    const models = await givenEvents([
      { event: events.pushSubscribed('u1', chrome, keys), at },
      { event: events.pushSubscribed('u1', firefox, keys), at },
    ]);
    const byUser = await models.store.find<PushSubscriptionDocument>(collection, {
      where: { userId: 'u1' },
      orderBy: [['endpoint', 'asc']],
    });
    expect(byUser.map((doc) => doc.endpoint)).toEqual([chrome, firefox]);
    expect(await models.document(collection, pushSubscriptionId(chrome))).toEqual({
      id: pushSubscriptionId(chrome),
      userId: 'u1',
      endpoint: chrome,
      keys,
      subscribedAt: '2025-04-06T10:00:00.000Z',
      _position: 1,
    });
  });

  it('keeps one document per endpoint: new keys replace the old', async () => {
    const renewed = { ...keys, auth: 'r'.repeat(22) };
    const models = await givenEvents([
      { event: events.pushSubscribed('u1', chrome, keys), at },
      { event: events.pushSubscribed('u1', chrome, renewed), at },
    ]);
    const docs = await models.documents<PushSubscriptionDocument>(collection);
    expect(docs.map((doc) => doc.keys)).toEqual([renewed]);
  });

  it('removes a subscription when its holder unsubscribes', async () => {
    const models = await givenEvents([
      { event: events.pushSubscribed('u1', chrome, keys), at },
      { event: events.pushSubscribed('u1', firefox, keys), at },
      { event: events.pushUnsubscribed('u1', chrome), at },
    ]);
    expect((await models.documents<PushSubscriptionDocument>(collection)).map((doc) => doc.endpoint)).toEqual([firefox]);
  });

  it('gives a shared browser to the last user who subscribed with it, whom an earlier holder cannot unsubscribe', async () => {
    const models = await givenEvents([
      { event: events.pushSubscribed('u1', chrome, keys), at },
      { event: events.pushSubscribed('u2', chrome, keys), at },
      { event: events.pushUnsubscribed('u1', chrome), at },
    ]);
    expect((await models.documents<PushSubscriptionDocument>(collection)).map((doc) => doc.userId)).toEqual(['u2']);
  });

  it('ignores an unsubscription of an endpoint it does not know', async () => {
    const models = await givenEvents([{ event: events.pushUnsubscribed('u1', chrome), at }]);
    expect(await models.documents(collection)).toEqual([]);
  });
});
