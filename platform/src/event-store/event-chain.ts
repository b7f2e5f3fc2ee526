import { canonicalJson } from '@iec-bets/contracts';
import { hash } from 'node:crypto';

/**
 * The hash chains that make the log verifiable (README, "Verifiable history"). Each stream is its own chain: an
 * event's hash covers its place, type, time and content, and the hash of the event before it, so that changing,
 * removing or reordering any event breaks every link after it.
 *
 * Content and place are hashed in two steps so that a link can be checked without seeing the content: the public
 * history of a question withholds what a user wrote in a dispute, yet shows `contentHash`, from which the chain
 * still recomputes. Canonical JSON (RFC 8785, JCS: `contracts/src/canonical-json.ts`) makes the bytes hashed
 * independent of key order and spacing, so anyone with a JCS library can recompute them.
 */

export interface ChainedEvent {
  streamId: string;
  revision: number;
  type: string;
  occurredAt: string;
  actorId: string | null;
  /** The event's data exactly as stored: personal fields sealed, never upcast. */
  data: unknown;
}

export interface ChainLink {
  hash: string;
  previousHash: string | null;
}

// The one-shot form: a Hash object per call cost about twice as much, and every append hashes twice.
const sha256Hex = (text: string): string => hash('sha256', text, 'hex');


/** SHA-256 of the canonical `{ actorId, data }`: who did it and what it says. */
export function contentHash(actorId: string | null, data: unknown): string {
  return sha256Hex(canonicalJson({ actorId, data }));
}

/** SHA-256 of the canonical `{ contentHash, occurredAt, previousHash, revision, streamId, type }`. */
export function linkHash(
  place: Omit<ChainedEvent, 'actorId' | 'data'>,
  eventContentHash: string,
  previousHash: string | null,
): string {
  return sha256Hex(
    canonicalJson({
      contentHash: eventContentHash,
      occurredAt: place.occurredAt,
      previousHash,
      revision: place.revision,
      streamId: place.streamId,
      type: place.type,
    }),
  );
}

/** The link of an event that follows `previousHash` in its stream. */
export function chainLink(event: ChainedEvent, previousHash: string | null): ChainLink {
  return { hash: linkHash(event, contentHash(event.actorId, event.data), previousHash), previousHash };
}

/** An event as the log stores it, with the metadata its link is computed from. */
export interface StoredForChain {
  streamId: string;
  revision: number;
  type: string;
  data: unknown;
  metadata: { actorId: string | null; occurredAt: string; redaction?: { contentHash: string } };
}

/**
 * The link a stored event should carry when it follows `previousHash`: what appends set and what verify checks. A
 * redacted event's content is gone: its link is computed from the content hash recorded when it was blanked.
 */
export function expectedLink(event: StoredForChain, previousHash: string | null): ChainLink {
  const { streamId, revision, type, data, metadata } = event;
  const place = { streamId, revision, type, occurredAt: metadata.occurredAt };
  const eventContentHash = metadata.redaction?.contentHash ?? contentHash(metadata.actorId, data);
  return { hash: linkHash(place, eventContentHash, previousHash), previousHash };
}

/**
 * The log's head hash after one more event: SHA-256 over the previous head and the event's hash, in log order. It
 * folds every stream's chain into one value a daily seal can publish. The head before the first event is null.
 */
export function nextHeadHash(previousHead: string | null, eventHash: string): string {
  return sha256Hex(`${previousHead ?? ''}${eventHash}`);
}
