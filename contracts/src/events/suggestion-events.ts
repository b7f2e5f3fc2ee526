import { z } from 'zod';

/** Where a suggestion stands in an admin's review; a new suggestion is pending. */
export const SUGGESTION_STATUSES = ['pending', 'approved', 'rejected', 'used'] as const;
export const SuggestionStatus = z.enum(SUGGESTION_STATUSES);
export type SuggestionStatus = z.infer<typeof SuggestionStatus>;

/** Appended to `suggestion-<id>` when a signed-in user suggests a question; `userId` is its author. */
export const QuestionSuggested = z.object({
  type: z.literal('QuestionSuggested'),
  data: z.object({
    suggestionId: z.string(),
    userId: z.string(),
    title: z.string(),
    description: z.string().nullable(),
  }),
});
export type QuestionSuggested = z.infer<typeof QuestionSuggested>;

/** An admin set the suggestion's status, with notes the author sees. */
export const SuggestionReviewed = z.object({
  type: z.literal('SuggestionReviewed'),
  data: z.object({
    suggestionId: z.string(),
    status: SuggestionStatus,
    adminNotes: z.string().nullable(),
  }),
});
export type SuggestionReviewed = z.infer<typeof SuggestionReviewed>;

/** An admin removed the suggestion; the log keeps what it said and who removed it. */
export const SuggestionDeleted = z.object({
  type: z.literal('SuggestionDeleted'),
  data: z.object({ suggestionId: z.string() }),
});
export type SuggestionDeleted = z.infer<typeof SuggestionDeleted>;

export const SuggestionEvent = z.discriminatedUnion('type', [QuestionSuggested, SuggestionReviewed, SuggestionDeleted]);
export type SuggestionEvent = z.infer<typeof SuggestionEvent>;
