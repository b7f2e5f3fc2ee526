import { CURRENT_SCHEMA_VERSION, DomainEvent, type EventType } from './domain-event.js';

/**
 * Turns the data of an event written under an older schema version into the current shape. Events in the log are
 * never rewritten: each reader upcasts on read. An upcaster takes data of version `from` to version `from + 1`.
 */
export type Upcaster = (data: Record<string, unknown>) => Record<string, unknown>;
export type UpcasterTable = Partial<Record<EventType, Record<number, Upcaster>>>;

export class UnknownEventError extends Error {}

/** Parses a stored event's type and data into the current DomainEvent, upcasting older versions first. */
export function upcastEvent(
  type: string,
  schemaVersion: number,
  data: unknown,
  table: UpcasterTable,
): DomainEvent {
  const current = CURRENT_SCHEMA_VERSION[type as EventType];
  if (current === undefined) throw new UnknownEventError(`Unknown event type ${type}`);
  let upgraded = data as Record<string, unknown>;
  for (let version = schemaVersion; version < current; version++) {
    const step = table[type as EventType]?.[version];
    if (!step) throw new UnknownEventError(`No upcaster for ${type} v${version}`);
    upgraded = step(upgraded);
  }
  return DomainEvent.parse({ type, data: upgraded });
}
