import { randomUUID } from 'node:crypto';
import { jsonEvent, type EventData, type RecordedEvent as EsdbRecordedEvent } from '@eventstore/db-client';
import {
  DomainEvent,
  EventMetadata,
  upcastEvent,
  type RecordedEvent,
  type UpcasterTable,
} from '@iec-bets/contracts';
import { chainedEvents } from './chained-events.js';
import { CommandMetadata, type StoredEvent } from './event-store.js';
import { positionNumber } from './eventstoredb-positions.js';
import { productUpcasters } from './product-upcasters.js';
import { recordedEvent } from './recorded-event.js';

/** The server's own events ($-prefixed types, $-prefixed streams) are not part of the product's log. */
export function isSystemEvent(event: EsdbRecordedEvent): boolean {
  return event.type.startsWith('$') || event.streamId.startsWith('$');
}

/** Where an append goes: the stream, the revision its first event takes, and the hash that event follows. */
export interface ChainPlace {
  streamId: string;
  firstRevision: number;
  previousHash: string | null;
}

/**
 * Events as the server stores them: JSON data, our metadata (with the schema version and the chain link) as their
 * JSON metadata.
 */
export function toEventData(events: DomainEvent[], commandMetadata: CommandMetadata, place: ChainPlace): EventData[] {
  return chainedEvents(place.streamId, place.firstRevision, place.previousHash, events, commandMetadata, (event, _revision, metadata) =>
    jsonEvent({ id: randomUUID(), type: event.type, data: event.data, metadata }),
  );
}

/** A stored event as it is, for the hash chains: data neither upcast nor opened. */
export function asStoredEvent(event: EsdbRecordedEvent, position: number): StoredEvent {
  if (!event.isJson) throw new Error(`Event ${event.id} in ${event.streamId} is not JSON`);
  return {
    position,
    streamId: event.streamId,
    revision: Number(event.revision),
    type: event.type,
    data: event.data,
    metadata: EventMetadata.parse(event.metadata),
  };
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
  return recordedEvent(upcastEvent(event.type, metadata.schemaVersion, event.data, upcasters ?? productUpcasters), {
    id: event.id,
    streamId: event.streamId,
    revision: Number(event.revision),
    position: Number(place),
    metadata,
  });
}
