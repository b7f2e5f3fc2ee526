import { z } from 'zod';

/**
 * One of the signed-in user's comments under a question an admin has since deleted. Nobody sees it any more, but the
 * log holds its words (sealed under the comment's own key) until its author deletes it, which destroys that key.
 * The image is not listed: its picture stopped being served when the question went.
 */
export const CommentOnDeletedQuestion = z.object({
  id: z.string(),
  questionId: z.string(),
  /** The question as it read when it was deleted; null for a comment posted as it was being deleted. */
  questionText: z.string().nullable(),
  /** Empty for a comment that was an image alone. */
  content: z.string(),
  postedAt: z.iso.datetime(),
  questionDeletedAt: z.iso.datetime(),
});
export type CommentOnDeletedQuestion = z.infer<typeof CommentOnDeletedQuestion>;

/** Oldest first. */
export const CommentsOnDeletedQuestionsResponse = z.array(CommentOnDeletedQuestion);
export type CommentsOnDeletedQuestionsResponse = z.infer<typeof CommentsOnDeletedQuestionsResponse>;
