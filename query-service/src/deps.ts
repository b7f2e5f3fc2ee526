import type { EventStore, NoticeBus, ReadStore, SessionStore } from '@iec-bets/platform';

export interface QueryDeps {
  readStore: ReadStore;
  /** Read for the audit trail of a question, which outlives the question's read models. */
  eventStore: EventStore;
  sessionStore: SessionStore;
  noticeBus: NoticeBus;
  /** Longest time a read that sends x-min-position waits for the projector. */
  readWaitTimeoutMs: number;
  clock?: () => Date;
}

export const systemClock = () => new Date();
