import type { RecordedEvent } from '@iec-bets/contracts';
import { describe, expect, it } from 'vitest';
import { confirmationDeadlineOf, currentSubscriptionIn, isExpiredUnconfirmed } from './newsletter-subscription.js';

const subscriberId = 'a'.repeat(64);
let position = 0;
function recorded(type: 'NewsletterSubscribed' | 'NewsletterSubscriptionConfirmed' | 'NewsletterSubscriptionErased', subscriptionId: string, at: string): RecordedEvent {
  position += 1;
  const data =
    type === 'NewsletterSubscribed'
      ? { subscriberId, subscriptionId, email: 'thandi@example.co.za', name: null, source: null }
      : { subscriberId, subscriptionId };
  return {
    type,
    data,
    id: `event-${position}`,
    streamId: `newsletter-${subscriberId}`,
    revision: position - 1,
    position,
    metadata: { actorId: null, correlationId: 'c', causationId: null, occurredAt: at },
  } as RecordedEvent;
}

describe("an address's current subscription", () => {
  it('is none for an address that never subscribed, or whose subscription was erased', () => {
    expect(currentSubscriptionIn([])).toBeNull();
    expect(currentSubscriptionIn([recorded('NewsletterSubscribed', 's1', '2026-03-01T08:00:00.000Z'), recorded('NewsletterSubscriptionErased', 's1', '2026-03-02T08:00:00.000Z')])).toBeNull();
  });

  it('waits for confirmation from when it was asked for, until its owner confirms it', () => {
    const subscribed = recorded('NewsletterSubscribed', 's1', '2026-03-01T08:00:00.000Z');
    expect(currentSubscriptionIn([subscribed])).toEqual({ subscriptionId: 's1', confirmed: false, requestedAt: '2026-03-01T08:00:00.000Z' });
    expect(currentSubscriptionIn([subscribed, recorded('NewsletterSubscriptionConfirmed', 's1', '2026-03-02T08:00:00.000Z')])).toMatchObject({ confirmed: true });
  });

  it('is the newer subscription after an erasure, unconfirmed however the older one stood', () => {
    const history = [
      recorded('NewsletterSubscribed', 's1', '2026-03-01T08:00:00.000Z'),
      recorded('NewsletterSubscriptionConfirmed', 's1', '2026-03-01T09:00:00.000Z'),
      recorded('NewsletterSubscriptionErased', 's1', '2026-03-05T08:00:00.000Z'),
      recorded('NewsletterSubscribed', 's2', '2026-03-09T08:00:00.000Z'),
      // A confirmation of the erased one, which no link could make now, changes nothing.
      recorded('NewsletterSubscriptionConfirmed', 's1', '2026-03-09T09:00:00.000Z'),
    ];
    expect(currentSubscriptionIn(history)).toEqual({ subscriptionId: 's2', confirmed: false, requestedAt: '2026-03-09T08:00:00.000Z' });
  });

  it('keeps the first of two live subscriptions, should the log ever hold them', () => {
    const history = [recorded('NewsletterSubscribed', 's1', '2026-03-01T08:00:00.000Z'), recorded('NewsletterSubscribed', 's2', '2026-03-02T08:00:00.000Z')];
    expect(currentSubscriptionIn(history)?.subscriptionId).toBe('s1');
  });
});

describe('the end of the time to confirm', () => {
  it('is seven days after the subscription was asked for', () => {
    expect(new Date(confirmationDeadlineOf({ requestedAt: '2026-03-01T08:00:00.000Z' })).toISOString()).toBe('2026-03-08T08:00:00.000Z');
  });
});

describe('an unconfirmed subscription past its time', () => {
  const waiting = { subscriptionId: 's1', confirmed: false, requestedAt: '2026-03-01T08:00:00.000Z' };
  it('may be erased from an hour after its deadline, when no confirmation can still be on its way', () => {
    expect(isExpiredUnconfirmed(waiting, new Date('2026-03-08T08:59:59.999Z'))).toBe(false);
    expect(isExpiredUnconfirmed(waiting, new Date('2026-03-08T09:00:00.000Z'))).toBe(true);
  });

  it('is never a confirmed one', () => {
    expect(isExpiredUnconfirmed({ ...waiting, confirmed: true }, new Date('2027-01-01T00:00:00.000Z'))).toBe(false);
  });
});
