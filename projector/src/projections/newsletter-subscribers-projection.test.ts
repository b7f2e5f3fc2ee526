import { ReadModel } from '@iec-bets/contracts';
import { describe, expect, it } from 'vitest';
import { givenEvents } from '../test-support/given-events.js';
import { events } from '@iec-bets/testing';

const subscribers = ReadModel.newsletterSubscribers;

describe('newsletter subscribers read model', () => {
  it('holds each subscriber with name, source and the time of subscription', async () => {
    const models = await givenEvents([
      { event: events.newsletterSubscribed('thandi@example.co.za', 'Thandi', 'landing_page'), at: '2025-02-01T08:00:00Z' },
      { event: events.newsletterSubscribed('sipho@example.org'), at: '2025-02-02T09:30:00Z' },
    ]);
    expect(await models.documents(subscribers)).toEqual([
      { id: 'sipho@example.org', email: 'sipho@example.org', name: null, source: null, subscribedAt: '2025-02-02T09:30:00.000Z', _position: 2 },
      {
        id: 'thandi@example.co.za',
        email: 'thandi@example.co.za',
        name: 'Thandi',
        source: 'landing_page',
        subscribedAt: '2025-02-01T08:00:00.000Z',
        _position: 1,
      },
    ]);
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
});
