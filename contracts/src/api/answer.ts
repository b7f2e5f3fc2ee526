import { z } from 'zod';

const NEEDS_OPTION = 'Please select an option before submitting';

export const SubmitAnswerRequest = z.object({
  /** Optional: the acting user is the session's. When sent it must be the session's user (403 otherwise). */
  userId: z.string('userId must be your own user id').optional(),
  questionId: z.string('Please choose a question to answer').min(1, 'Please choose a question to answer').max(100),
  optionId: z.string(NEEDS_OPTION).min(1, NEEDS_OPTION).max(100),
});
export type SubmitAnswerRequest = z.infer<typeof SubmitAnswerRequest>;

export const SubmitAnswerResponse = z.object({
  questionId: z.string(),
  optionId: z.string(),
  submittedAt: z.iso.datetime(),
});
export type SubmitAnswerResponse = z.infer<typeof SubmitAnswerResponse>;
