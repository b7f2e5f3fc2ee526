import type { DomainEvent, EventMetadata, RecordedEvent } from '@iec-bets/contracts';

export interface RecordedEventPlace {
  id: string;
  streamId: string;
  revision: number;
  position: number;
  metadata: EventMetadata;
}

/**
 * Joins an event to its place in the log. Built field by field rather than by spreading: spreading the parser's
 * output costs several microseconds per event, which shows when a projection replays the whole log.
 */
export function recordedEvent(event: DomainEvent, place: RecordedEventPlace): RecordedEvent {
  return {
    type: event.type,
    data: event.data,
    id: place.id,
    streamId: place.streamId,
    revision: place.revision,
    position: place.position,
    metadata: place.metadata,
  } as RecordedEvent;
}
