import { commentDocumentId, ReadModel, type CommentDocument, type QuestionDocument, type RecordedEvent } from '@iec-bets/contracts';
import type { FindQuery, ReadModelView } from '../projection.js';

type RecordedCommentEvent = Extract<RecordedEvent, { type: 'CommentPosted' | 'CommentDeleted' }>;

/** The comments of a question. Their ids start with the question's id, so the store finds them by primary key. */
export function commentsOf(questionId: string): FindQuery {
  return { where: { questionId }, idPrefix: commentDocumentId(questionId, '') };
}

export const commentDocumentIdOf = (event: RecordedCommentEvent) =>
  commentDocumentId(event.data.questionId, event.data.commentId);

/**
 * Whether a comment event changes what the read models hold: a posted comment joins them only while its question
 * exists (a comment can race the question's deletion), and a deleted one leaves them only if it is there. The
 * comments and the questions' comment counts ask the same question, so that the two always agree.
 */
export function commentEventCounts(view: ReadModelView, event: RecordedCommentEvent): boolean {
  const existing = view.get<CommentDocument>(ReadModel.comments, commentDocumentIdOf(event));
  if (event.type === 'CommentDeleted') return existing !== undefined;
  // A comment document from this very event (or a later one) means a replay, which the positions already guard.
  if (existing && existing._position < event.position) return false;
  return view.get<QuestionDocument>(ReadModel.questions, event.data.questionId) !== undefined;
}
