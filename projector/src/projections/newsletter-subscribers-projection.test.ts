import { ReadModel } from '@iec-bets/contracts';
import { unkeyedNewsletterSubscriberIdOf } from '@iec-bets/platform';
import { events } from '@iec-bets/testing';
import { describe, expect, it } from 'vitest';
import { givenEvents } from '../test-support/given-events.js';

const subscribers = ReadModel.newsletterSubscribers;
const thandi = unkeyedNewsletterSubscriberIdOf('thandi@example.co.za');
const sipho = unkeyedNewsletterSubscriberIdOf('sipho@example.org');

describe('newsletter subscribers read model', () => {
  it('holds each subscriber by the hash of their address, with name, source and the time of subscription', async () => {
    const models = await givenEvents([
      { event: events.newsletterSubscribed('thandi@example.co.za', 'Thandi', 'landing_page', 'sub-1'), at: '2025-02-01T08:00:00Z' },
      { event: events.newsletterSubscribed('sipho@example.org', null, null, 'sub-2'), at: '2025-02-02T09:30:00Z' },
    ]);
    const docs = await models.documents(subscribers);
    expect(docs).toHaveLength(2);
    expect(docs).toEqual(
      expect.arrayContaining([
        {
          id: sipho,
          subscriptionId: 'sub-2',
          email: 'sipho@example.org',
          name: null,
          source: null,
          subscribedAt: '2025-02-02T09:30:00.000Z',
          confirmedAt: null,
          confirmed: false,
          _position: 2,
        },
        {
          id: thandi,
          subscriptionId: 'sub-1',
          email: 'thandi@example.co.za',
          name: 'Thandi',
          source: 'landing_page',
          subscribedAt: '2025-02-01T08:00:00.000Z',
          confirmedAt: null,
          confirmed: false,
          _position: 1,
        },
      ]),
    );
  });

  it('marks a subscription confirmed, with the time, once its owner confirms it; a second confirmation changes nothing', async () => {
    const models = await givenEvents([
      { event: events.newsletterSubscribed('thandi@example.co.za', 'Thandi', 'landing_page', 'sub-1'), at: '2025-02-01T08:00:00Z' },
      { event: events.newsletterSubscriptionConfirmed('thandi@example.co.za', 'sub-1'), at: '2025-02-01T08:05:00Z' },
      { event: events.newsletterSubscribed('sipho@example.org', null, null, 'sub-2'), at: '2025-02-02T09:30:00Z' },
    ]);
    await models.followedBy([{ event: events.newsletterSubscriptionConfirmed('thandi@example.co.za', 'sub-1'), at: '2025-02-09T10:00:00Z' }]);
    const docs = await models.documents(subscribers);
    expect(docs.find((doc) => doc.id === thandi)).toMatchObject({ confirmed: true, confirmedAt: '2025-02-01T08:05:00.000Z' });
    expect(docs.find((doc) => doc.id === sipho)).toMatchObject({ confirmed: false, confirmedAt: null });
  });

  it("ignores a confirmation of another subscription than the address's current one", async () => {
    const models = await givenEvents([
      { event: events.newsletterSubscribed('thandi@example.co.za', 'Thandi', 'landing_page', 'sub-1'), at: '2025-02-01T08:00:00Z' },
      { event: events.newsletterSubscriptionConfirmed('thandi@example.co.za', 'sub-0'), at: '2025-02-01T08:05:00Z' },
    ]);
    expect(await models.documents(subscribers)).toEqual([expect.objectContaining({ confirmed: false, confirmedAt: null })]);
  });

  it('keeps the first subscription of an address should the log hold a second', async () => {
    const models = await givenEvents([
      { event: events.newsletterSubscribed('thandi@example.co.za', 'Thandi', 'landing_page'), at: '2025-02-01T08:00:00Z' },
    ]);
    await models.followedBy([{ event: events.newsletterSubscribed('thandi@example.co.za', 'T', 'footer'), at: '2025-03-01T08:00:00Z' }]);
    expect(await models.documents(subscribers)).toEqual([
      expect.objectContaining({ name: 'Thandi', source: 'landing_page', subscribedAt: '2025-02-01T08:00:00.000Z' }),
    ]);
  });

  it('takes an erased subscription off the list, and lists the address again when it subscribes anew', async () => {
    const models = await givenEvents([
      { event: events.newsletterSubscribed('thandi@example.co.za', 'Thandi', 'landing_page', 'sub-1'), at: '2025-02-01T08:00:00Z' },
      { event: events.newsletterSubscribed('sipho@example.org', null, null, 'sub-2'), at: '2025-02-02T09:30:00Z' },
      { event: events.newsletterSubscriptionErased('thandi@example.co.za', 'sub-1'), at: '2025-02-03T10:00:00Z' },
    ]);
    expect((await models.documents(subscribers)).map((doc) => doc.id)).toEqual([sipho]);
    await models.followedBy([
      { event: events.newsletterSubscribed('thandi@example.co.za', null, 'landing_page', 'sub-3'), at: '2025-03-01T08:00:00Z' },
    ]);
    expect(await models.documents(subscribers)).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: thandi, subscriptionId: 'sub-3', name: null, subscribedAt: '2025-03-01T08:00:00.000Z' })]),
    );
  });

  it('leaves a newer subscription of the address alone when an older one is erased', async () => {
    const models = await givenEvents([
      { event: events.newsletterSubscribed('thandi@example.co.za', 'Thandi', null, 'sub-new'), at: '2025-02-01T08:00:00Z' },
      { event: events.newsletterSubscriptionErased('thandi@example.co.za', 'sub-old'), at: '2025-02-03T10:00:00Z' },
    ]);
    expect(await models.documents(subscribers)).toEqual([expect.objectContaining({ id: thandi, subscriptionId: 'sub-new' })]);
  });
});
