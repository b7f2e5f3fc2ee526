import { CURRENT_SCHEMA_VERSION, type RecordedEvent } from '@iec-bets/contracts';
import { describe, expect, it } from 'vitest';
import { ALERTING_EVENT_TYPES, fanOutJobFor } from './reactor.js';

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
  it('scans the log for exactly the types of event that alert someone', () => {
    const alerting = Object.keys(CURRENT_SCHEMA_VERSION).filter((type) => fanOutJobFor(eventOf(type)) !== undefined);

    // A type that alerts but is not scanned for would never reach anyone; one scanned for in vain costs reads.
    expect([...ALERTING_EVENT_TYPES].sort()).toEqual(alerting.sort());
  });
});
