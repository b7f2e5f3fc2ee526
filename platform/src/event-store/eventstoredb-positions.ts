import { START, type Position, type ReadPosition } from '@eventstore/db-client';

/**
 * EventStoreDB places a record by two byte offsets in its transaction file: the prepare position (where the event's
 * own record starts) and the commit position (where the record that committed it starts). Every event has its own
 * prepare record, so the prepare position is unique per event; the commit position is not, because events committed
 * together by one commit record share it. Appends over gRPC are written one after another as implicitly committed
 * prepares, so $all order is prepare order and, for these events, commit equals prepare. The prepare position is
 * therefore the event's position here: unique, increasing along $all, and below 2^53 for any log that fits on disk.
 */
export function positionNumber(position: Position): number {
  return Number(position.prepare);
}

/** Where to start reading or subscribing to $all for events after `after` (0: from the beginning). */
export function readPositionAfter(after: number): ReadPosition {
  if (after <= 0) return START;
  const offset = BigInt(after);
  return { commit: offset, prepare: offset };
}
