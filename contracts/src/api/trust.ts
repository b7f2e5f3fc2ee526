import { z } from 'zod';

/** A SHA-256 digest, lowercase hex: the form every link of the log's hash chains takes. */
export const Sha256Hex = z.string().regex(/^[0-9a-f]{64}$/);

/**
 * Who took a step of a question's life, as the public may see it. Admins act in public: their name and id are
 * shown. A user's dispute shows neither; `system` is the operator's command line.
 */
export const HistoryActor = z.object({
  role: z.enum(['admin', 'system', 'user']),
  /** The admin's username; null for a user, and for an admin whose account was deleted. */
  name: z.string().nullable(),
});

/**
 * One step of a published question's life, with its link in the question's hash chain. Where `actorId` and `data`
 * are both given, anyone can recompute `contentHash` from them; `hash` is recomputable from every entry (README,
 * "Verifying a question's history").
 */
export const PublicHistoryEntry = z.object({
  type: z.string(),
  revision: z.number().int().nonnegative(),
  /** Position in the global log, for matching against a daily seal. */
  position: z.number().int().positive(),
  occurredAt: z.iso.datetime(),
  actor: HistoryActor,
  /** The actor's user id, for admin steps; withheld (and absent) for a user's step, null for the operator. */
  actorId: z.string().nullable().optional(),
  /** What the step says, for the steps the public reads in full; absent where it is withheld. */
  data: z.record(z.string(), z.unknown()).optional(),
  contentHash: Sha256Hex,
  hash: Sha256Hex,
  /** The hash of the step before; null for the first step. */
  previousHash: Sha256Hex.nullable(),
});
export type PublicHistoryEntry = z.infer<typeof PublicHistoryEntry>;

export const PublicHistory = z.object({
  questionId: z.string(),
  /** The stream the chain is computed over: `question-<questionId>`. */
  streamId: z.string(),
  entries: z.array(PublicHistoryEntry),
});
export type PublicHistory = z.infer<typeof PublicHistory>;

/**
 * The log's head hash at the end of a South African day: a running SHA-256 over the hash of every event of the log,
 * in log order. Anyone who keeps a copy can later tell whether the history before it was rewritten.
 */
export const DailySeal = z.object({
  /** YYYY-MM-DD, South African time. */
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** The position of the day's last event, and how many events the log held up to it. */
  lastPosition: z.number().int().positive(),
  eventCount: z.number().int().positive(),
  headHash: Sha256Hex,
});
export type DailySeal = z.infer<typeof DailySeal>;

export const SealList = z.object({
  /** The log as it stands now: today's seal, which still changes until the day ends. Null for an empty log. */
  head: DailySeal.nullable(),
  /** Closed days, newest first. */
  seals: z.array(DailySeal),
});
export type SealList = z.infer<typeof SealList>;
