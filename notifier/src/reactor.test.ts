import { CURRENT_SCHEMA_VERSION, type RecordedEvent } from '@iec-bets/contracts';
import { describe, expect, it } from 'vitest';
import { deadlineJobFor, fanOutJobFor, REACTED_EVENT_TYPES } from './reactor.js';

/** An event of `type` with the fields an alert reads; fanOutJobFor reads nothing of an event it does not alert about. */
function eventOf(type: string): RecordedEvent {
  return {
    id: `event-${type}`,
    type,
    streamId: 'question-q1',
    revision: 0,
    position: 7,
    data: { questionId: 'q1', correctOptionId: 'yes' },
    metadata: {},
  } as unknown as RecordedEvent;
}

describe('the alert reactor', () => {
  it('scans the log for exactly the types of event that alert someone or set a job for later', () => {
    const reacted = Object.keys(CURRENT_SCHEMA_VERSION).filter((type) => fanOutJobFor(eventOf(type)) ?? deadlineJobFor(eventOf(type)));

    // A type that alerts but is not scanned for would never reach anyone; one scanned for in vain costs reads.
    expect([...REACTED_EVENT_TYPES].sort()).toEqual(reacted.sort());
  });
});

describe("a newsletter subscription's deadline", () => {
  it('is a job that comes due an hour after the subscription stops taking confirmations, a week after it was asked for', () => {
    const subscribed = {
      ...eventOf('NewsletterSubscribed'),
      streamId: `newsletter-${'a'.repeat(64)}`,
      data: { subscriberId: 'a'.repeat(64), subscriptionId: 'sub-1', email: 'thandi@example.co.za', name: null, source: null },
      metadata: { actorId: null, correlationId: 'c', causationId: null, occurredAt: '2026-03-01T08:00:00.000Z' },
    } as RecordedEvent;
    expect(fanOutJobFor(subscribed)).toBeUndefined();
    expect(deadlineJobFor(subscribed)).toEqual({
      id: 'event-NewsletterSubscribed:deadline',
      data: { kind: 'newsletter-confirmation-deadline', eventId: 'event-NewsletterSubscribed', position: 7, subscriberId: 'a'.repeat(64), subscriptionId: 'sub-1' },
      notBefore: Date.parse('2026-03-08T09:00:00.000Z'),
    });
  });
});
