import { z } from 'zod';
import { QuestionOption } from '../events/question-events.js';

/**
 * A question an admin deleted, for the admins' list of deletions: enough to recognise it and open its history, which
 * the log keeps whole (GET /api/admin/questions/{id}/history).
 */
export const DeletedQuestion = z.object({
  id: z.string(),
  text: z.string(),
  date: z.iso.datetime(),
  /** Days since 2024-03-01 of the question's date, South African time ('Day N'). */
  dayNumber: z.number().int(),
  options: z.array(QuestionOption),
  /** Whether it had been published before its deletion: a draft's deletion was seen by admins alone. */
  wasPublished: z.boolean(),
  wasResolved: z.boolean(),
  /** The answers it had when deleted. */
  totalVotes: z.number().int().nonnegative(),
  deletedAt: z.iso.datetime(),
  /** The admin who deleted it, named as the history names actors; null for the operator's command line. */
  deletedBy: z.object({ id: z.string(), username: z.string().nullable() }).nullable(),
});
export type DeletedQuestion = z.infer<typeof DeletedQuestion>;
export const DeletedQuestionList = z.array(DeletedQuestion);
