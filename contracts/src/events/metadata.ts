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
});
export type EventMetadata = z.infer<typeof EventMetadata>;
