import { z } from 'zod';

/**
 * Every event carries who caused it and why, so that an admin can audit a question's life and an analyst can
 * follow a chain of commands. `actorId` is null for changes made by the operator's command line.
 */
export const EventMetadata = z.object({
  actorId: z.string().nullable(),
  correlationId: z.string(),
  causationId: z.string().nullable(),
  /** UTC, ISO 8601. The time the command was accepted; projections use it instead of the clock. */
  occurredAt: z.iso.datetime(),
  /** Version of the event's data schema when it was written; older versions are upcast on read. */
  schemaVersion: z.number().int().positive(),
  /**
   * The event's link in its stream's hash chain, set by the event store as it appends (README, "Verifiable
   * history"): the SHA-256 of the event's canonical form, which includes the hash of the event before it.
   */
  hash: z.string().regex(/^[0-9a-f]{64}$/).optional(),
  /** The hash of the stream's previous event; null for its first. */
  previousHash: z.string().regex(/^[0-9a-f]{64}$/).nullable().optional(),
  /**
   * Set when an event from before the sealing, holding a person's data in the clear, was blanked in place after that
   * person's erasure (README, "Crypto-shredding"): `contentHash` is the hash of the content as it was, which its link
   * was computed from and still is; the content itself can no longer be checked against it.
   */
  redaction: z
    .object({ contentHash: z.string().regex(/^[0-9a-f]{64}$/), redactedAt: z.iso.datetime() })
    .optional(),
});
export type EventMetadata = z.infer<typeof EventMetadata>;
