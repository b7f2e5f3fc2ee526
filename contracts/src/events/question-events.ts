import { z } from 'zod';

export const QuestionOption = z.object({ id: z.enum(['yes', 'no']), text: z.string() });
export type QuestionOption = z.infer<typeof QuestionOption>;

export const QuestionDrafted = z.object({
  type: z.literal('QuestionDrafted'),
  data: z.object({
    questionId: z.string(),
    text: z.string(),
    context: z.string().nullable(),
    /** When the question is the question of the day: ISO 8601, UTC. */
    date: z.iso.datetime(),
    options: z.array(QuestionOption),
  }),
});

/**
 * An admin rewrote a draft before publishing it: its whole content as it now stands (text, context, day and options),
 * replacing what was drafted or last edited. Only a draft is edited: once published, players have read it.
 */
export const QuestionDraftEdited = z.object({
  type: z.literal('QuestionDraftEdited'),
  data: QuestionDrafted.shape.data,
});

export const QuestionPublished = z.object({
  type: z.literal('QuestionPublished'),
  data: z.object({ questionId: z.string() }),
});

export const QuestionResolved = z.object({
  type: z.literal('QuestionResolved'),
  data: z.object({
    questionId: z.string(),
    correctOptionId: z.string(),
    resolutionSummary: z.string(),
    resolutionProofUrl: z.string().nullable(),
  }),
});

export const QuestionArchived = z.object({
  type: z.literal('QuestionArchived'),
  data: z.object({ questionId: z.string() }),
});

export const QuestionDeleted = z.object({
  type: z.literal('QuestionDeleted'),
  data: z.object({ questionId: z.string() }),
});

/** The research topics a question belongs to: the whole new list (normalised tags), replacing the previous one. */
export const QuestionTagsChanged = z.object({
  type: z.literal('QuestionTagsChanged'),
  data: z.object({ questionId: z.string(), tags: z.array(z.string()) }),
});

/**
 * Someone who answered a resolved question says the resolution is wrong, within the dispute window after it (see
 * DISPUTE_WINDOW_HOURS). The disputer is the event's `metadata.actorId`; one dispute per person per question.
 */
export const QuestionResolutionDisputed = z.object({
  type: z.literal('QuestionResolutionDisputed'),
  data: z.object({ questionId: z.string(), reason: z.string() }),
});

/** An admin looked at the disputes open at that moment and kept the resolution, saying why in `note`. */
export const QuestionDisputesDismissed = z.object({
  type: z.literal('QuestionDisputesDismissed'),
  data: z.object({ questionId: z.string(), note: z.string() }),
});

/**
 * An admin replaced a resolution's outcome, summary and proof. Every answer is scored again under the new outcome,
 * and the disputes open at that moment are settled by it.
 */
export const QuestionResolutionCorrected = z.object({
  type: z.literal('QuestionResolutionCorrected'),
  data: z.object({
    questionId: z.string(),
    correctOptionId: z.string(),
    resolutionSummary: z.string(),
    resolutionProofUrl: z.string().nullable(),
  }),
});

export const QuestionEvent = z.discriminatedUnion('type', [
  QuestionDrafted,
  QuestionDraftEdited,
  QuestionPublished,
  QuestionResolved,
  QuestionArchived,
  QuestionDeleted,
  QuestionTagsChanged,
  QuestionResolutionDisputed,
  QuestionDisputesDismissed,
  QuestionResolutionCorrected,
]);
export type QuestionEvent = z.infer<typeof QuestionEvent>;
