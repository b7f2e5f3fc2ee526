import { z } from 'zod';

/** Appended to `answer-<questionId>-<userId>` with expected revision "no stream": one answer per user per question. */
export const AnswerSubmitted = z.object({
  type: z.literal('AnswerSubmitted'),
  data: z.object({ questionId: z.string(), userId: z.string(), optionId: z.string() }),
});
export type AnswerSubmitted = z.infer<typeof AnswerSubmitted>;
