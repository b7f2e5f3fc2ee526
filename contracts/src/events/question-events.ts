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

export const QuestionEvent = z.discriminatedUnion('type', [
  QuestionDrafted,
  QuestionPublished,
  QuestionResolved,
  QuestionArchived,
  QuestionDeleted,
  QuestionTagsChanged,
]);
export type QuestionEvent = z.infer<typeof QuestionEvent>;
