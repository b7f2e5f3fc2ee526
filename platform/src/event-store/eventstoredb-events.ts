import { randomUUID } from 'node:crypto';
import { jsonEvent, type EventData, type RecordedEvent as EsdbRecordedEvent } from '@eventstore/db-client';
import {
  CURRENT_SCHEMA_VERSION,
  DomainEvent,
  EventMetadata,
  upcastEvent,
  type RecordedEvent,
  type UpcasterTable,
} from '@iec-bets/contracts';
import type { CommandMetadata } from './event-store.js';
import { positionNumber } from './eventstoredb-positions.js';
import { recordedEvent } from './recorded-event.js';

/** The server's own events ($-prefixed types, $-prefixed streams) are not part of the product's log. */
export function isSystemEvent(event: EsdbRecordedEvent): boolean {
  return event.type.startsWith('$') || event.streamId.startsWith('$');
}

/** An event as the server stores it: JSON data, our metadata (with the schema version) as its JSON metadata. */
export function toEventData(event: DomainEvent, metadata: CommandMetadata): EventData {
  // Checked on the way in: an event that does not match its schema would stop every reader of the log.
  const valid = DomainEvent.parse(event);
  return jsonEvent({
    id: randomUUID(),
    type: valid.type,
    data: valid.data,
    metadata: EventMetadata.parse({ ...metadata, schemaVersion: CURRENT_SCHEMA_VERSION[valid.type] }),
  });
}

/**
 * The product's view of a stored event, upcast to the current schema. `commitPosition` stands in for the event's
 * position when the server is too old to send one with events read from a stream; for events appended over gRPC
 * the two are equal (see positionNumber).
 */
export function fromStoredEvent(
  event: EsdbRecordedEvent,
  commitPosition: bigint | undefined,
  upcasters: UpcasterTable | undefined,
): RecordedEvent {
  if (!event.isJson) throw new Error(`Event ${event.id} in ${event.streamId} is not JSON`);
  const metadata = EventMetadata.parse(event.metadata);
  const place = event.position ? positionNumber(event.position) : commitPosition;
  if (place === undefined) throw new Error(`The server sent event ${event.id} without a position`);
  return recordedEvent(upcastEvent(event.type, metadata.schemaVersion, event.data, upcasters), {
    id: event.id,
    streamId: event.streamId,
    revision: Number(event.revision),
    position: Number(place),
    metadata,
  });
}
