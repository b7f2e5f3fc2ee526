import { CURRENT_SCHEMA_VERSION, DomainEvent, type EventMetadata } from '@iec-bets/contracts';
import { chainLink } from './event-chain.js';
import { CommandMetadata } from './event-store.js';

/**
 * The events of one append as every event store writes them: each checked against its schema (an event that did
 * not match would stop every reader of the log), linked into its stream's hash chain after `previousHash`, and given
 * its metadata. What the command says is checked once for all its events; the rest of each event's metadata is the
 * store's own, built rather than parsed again. `store` makes each event into what the store writes.
 */
export function chainedEvents<T>(
  streamId: string,
  firstRevision: number,
  previousHash: string | null,
  events: readonly DomainEvent[],
  command: CommandMetadata,
  store: (event: DomainEvent, revision: number, metadata: EventMetadata) => T,
): T[] {
  const { actorId, correlationId, causationId, occurredAt } = CommandMetadata.parse(command);
  let linkedTo = previousHash;
  return events.map((event, index) => {
    const valid = DomainEvent.parse(event);
    const revision = firstRevision + index;
    const link = chainLink({ streamId, revision, type: valid.type, occurredAt, actorId, data: valid.data }, linkedTo);
    linkedTo = link.hash;
    const metadata = { actorId, correlationId, causationId, occurredAt, schemaVersion: CURRENT_SCHEMA_VERSION[valid.type], ...link };
    return store(valid, revision, metadata);
  });
}
