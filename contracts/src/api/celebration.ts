import { z } from 'zod';

const answerResult = {
  id: z.string(),
  questionId: z.string(),
  questionText: z.string(),
  /** The option the user picked and the one that was right, as the question words them ('Yes', 'No'). */
  pickedOptionText: z.string(),
  correctOptionText: z.string(),
  /** What the answer earned (or cost) under the scoring rule, as the boards show points. */
  points: z.number(),
};

/**
 * One thing the signed-in user has not been shown yet: a celebration of the SPEC's types, or the plain card that
 * tells of a wrong answer. Oldest first; each is acknowledged once shown and never comes back.
 */
export const PendingCelebration = z.discriminatedUnion('type', [
  z.object({ type: z.literal('correct_answer'), ...answerResult }),
  z.object({ type: z.literal('wrong_answer'), ...answerResult }),
  z.object({
    type: z.literal('new_friend'),
    id: z.string(),
    friend: z.object({ id: z.string(), username: z.string(), name: z.string() }),
  }),
  z.object({
    type: z.literal('rank_up'),
    id: z.string(),
    rank: z.number().int().positive(),
    /** The best rank celebrated before; null the first time the player is ranked. */
    previousRank: z.number().int().positive().nullable(),
  }),
  z.object({
    type: z.literal('accuracy_boost'),
    id: z.string(),
    milestone: z.number().int(),
    accuracy: z.number(),
    resolvedAnswers: z.number().int().nonnegative(),
  }),
]);
export type PendingCelebration = z.infer<typeof PendingCelebration>;

export const PendingCelebrationsResponse = z.object({ celebrations: z.array(PendingCelebration) });
export type PendingCelebrationsResponse = z.infer<typeof PendingCelebrationsResponse>;

export const CelebrationIdParams = z.object({
  id: z.string().min(1, 'A celebration id is required').max(200, 'That celebration id is too long'),
});
