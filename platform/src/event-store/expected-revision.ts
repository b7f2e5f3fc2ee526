import type { ExpectedRevision } from './event-store.js';

/** Revision of a stream's last event, or 'no_stream' when it has none. */
export type CurrentRevision = number | 'no_stream';

/** Whether a stream at `current` meets the writer's expectation; the adapters without a native check use it. */
export function meetsExpectedRevision(expected: ExpectedRevision, current: CurrentRevision): boolean {
  switch (expected) {
    case 'any':
      return true;
    case 'no_stream':
      return current === 'no_stream';
    case 'stream_exists':
      return current !== 'no_stream';
    default:
      return current === expected;
  }
}
