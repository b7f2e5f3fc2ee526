import { z } from 'zod';
import { ResolveQuestionRequest } from './question.js';

/** How long after a resolution (or its latest correction) the people who answered may dispute it. */
export const DISPUTE_WINDOW_HOURS = 48;
export const DISPUTE_WINDOW_MS = DISPUTE_WINDOW_HOURS * 60 * 60 * 1000;

export const DISPUTE_REASON_MIN = 10;
export const DISPUTE_REASON_MAX = 500;
export const DISMISSAL_NOTE_MIN = 3;
export const DISMISSAL_NOTE_MAX = 500;

export const DISPUTE_NEEDS_REASON = `Please say why the resolution is wrong (at least ${DISPUTE_REASON_MIN} characters)`;
export const DISPUTE_REASON_TOO_LONG = `The reason must be at most ${DISPUTE_REASON_MAX} characters`;
export const DISMISSAL_NEEDS_NOTE = `Please add a note for the people who disputed (at least ${DISMISSAL_NOTE_MIN} characters)`;
export const NOT_YET_RESOLVED = 'This question is not resolved yet, so there is no resolution to dispute';
export const DISPUTE_NEEDS_ANSWER = 'Only people who answered this question can dispute its resolution';
export const ALREADY_DISPUTED = 'You have already disputed this resolution';
export const DISPUTE_WINDOW_CLOSED = `Disputes close ${DISPUTE_WINDOW_HOURS} hours after a resolution, and that time has passed for this question`;
export const NO_OPEN_DISPUTES = 'This question has no open disputes';
export const CORRECTION_NEEDS_RESOLUTION = 'Only a resolved question can have its resolution corrected';
export const CORRECTION_CHANGES_NOTHING = 'The question is already resolved with that answer: a correction must change the outcome';

/** POST /api/questions/{id}/disputes. */
export const DisputeResolutionRequest = z.object({
  reason: z
    .string(DISPUTE_NEEDS_REASON)
    .trim()
    .min(DISPUTE_REASON_MIN, DISPUTE_NEEDS_REASON)
    .max(DISPUTE_REASON_MAX, DISPUTE_REASON_TOO_LONG),
});
export type DisputeResolutionRequest = z.input<typeof DisputeResolutionRequest>;

/** POST /api/admin/questions/{id}/disputes/dismissal: the note is kept in the question's history. */
export const DismissDisputesRequest = z.object({
  note: z
    .string(DISMISSAL_NEEDS_NOTE)
    .trim()
    .min(DISMISSAL_NOTE_MIN, DISMISSAL_NEEDS_NOTE)
    .max(DISMISSAL_NOTE_MAX, `The note must be at most ${DISMISSAL_NOTE_MAX} characters`),
});
export type DismissDisputesRequest = z.input<typeof DismissDisputesRequest>;

/** PUT /api/admin/questions/{id}/correct-resolution: the same fields, under the same rules, as a resolution. */
export const CorrectResolutionRequest = ResolveQuestionRequest;
export type CorrectResolutionRequest = z.input<typeof CorrectResolutionRequest>;

export const DISPUTE_STATUSES = ['open', 'dismissed', 'corrected'] as const;
export const DisputeStatus = z.enum(DISPUTE_STATUSES);
export type DisputeStatus = z.infer<typeof DisputeStatus>;

/** What the person who disputed sees of their dispute. */
export const OwnDispute = z.object({
  reason: z.string(),
  disputedAt: z.iso.datetime(),
  /** Open until an admin dismisses the disputes (with `note`) or corrects the resolution. */
  status: DisputeStatus,
  note: z.string().nullable(),
});
export type OwnDispute = z.infer<typeof OwnDispute>;

/** GET /api/questions/{id}/disputes/mine: whether the signed-in user may dispute, and their dispute if any. */
export const MyDisputeResponse = z.object({
  questionId: z.string(),
  answered: z.boolean(),
  /** The end of the window for the current resolution; null while the question is not resolved. */
  disputableUntil: z.iso.datetime().nullable(),
  /** True when a dispute sent now would be accepted. */
  canDispute: z.boolean(),
  dispute: OwnDispute.nullable(),
});
export type MyDisputeResponse = z.infer<typeof MyDisputeResponse>;

export const DisputeResponse = z.object({ questionId: z.string() });
export type DisputeResponse = z.infer<typeof DisputeResponse>;

export const OpenDispute = z.object({
  reason: z.string(),
  disputedAt: z.iso.datetime(),
  /** null when the account has been deleted since. */
  user: z.object({ id: z.string(), username: z.string().nullable() }),
});
export type OpenDispute = z.infer<typeof OpenDispute>;

/** One resolved question with the disputes no admin has dealt with yet. */
export const DisputedQuestion = z.object({
  question: z.object({
    id: z.string(),
    text: z.string(),
    options: z.array(z.object({ id: z.string(), text: z.string() })),
    correctOptionId: z.string().nullable(),
    resolutionSummary: z.string().nullable(),
    resolutionProofUrl: z.string().nullable(),
    resolvedAt: z.iso.datetime().nullable(),
  }),
  /** Oldest first. */
  disputes: z.array(OpenDispute),
});
export type DisputedQuestion = z.infer<typeof DisputedQuestion>;
/** GET /api/admin/disputes: the questions with open disputes, the longest waiting first. */
export const OpenDisputesResponse = z.array(DisputedQuestion);
export type OpenDisputesResponse = z.infer<typeof OpenDisputesResponse>;
