import { southAfricanDay } from '@iec-bets/contracts';
import { nextHeadHash } from './event-chain.js';

/** The log's head at the end of a day so far: the seal of that day once a later day begins. */
export interface LogSeal {
  /** YYYY-MM-DD, South African time. */
  day: string;
  lastPosition: number;
  eventCount: number;
  headHash: string;
}

export interface SealedEvent {
  position: number;
  occurredAt: string;
  /** The event's link in its stream's chain. */
  hash: string;
}

/**
 * The head after one more event, and the seal of the day it closes, if any. An event belongs to the South African
 * day of its time, or to the day of the event before it if that is later: times come from the command side's
 * clocks and may step back a little, while the days of the log, in log order, only go forward. So the seals are a
 * function of the log alone, and the projector and `iec-bets verify` compute the same ones.
 */
export function sealAfter(head: LogSeal | undefined, event: SealedEvent): { head: LogSeal; closed: LogSeal | undefined } {
  const ownDay = southAfricanDay(event.occurredAt);
  const day = head && head.day > ownDay ? head.day : ownDay;
  const next: LogSeal = {
    day,
    lastPosition: event.position,
    eventCount: (head?.eventCount ?? 0) + 1,
    headHash: nextHeadHash(head?.headHash ?? null, event.hash),
  };
  return { head: next, closed: head && head.day !== day ? head : undefined };
}
