import { COMMENT_NOT_FOUND, NOT_YOUR_COMMENT, type CommentEvent } from '@iec-bets/contracts';
import type { Decider } from '../decider.js';
import { InvalidTransition, NotFound } from '../domain-error.js';
import { NotTheAuthor } from './not-the-author.js';
import { QUESTION_NOT_FOUND } from '../question/question-decider.js';
import type { CommentCommand } from './comment-commands.js';
import { evolveComment, initialCommentState, type CommentState } from './comment-state.js';

function decideComment(command: CommentCommand, state: CommentState): CommentEvent[] {
  const { question, comment } = state;
  switch (command.type) {
    case 'PostComment': {
      // A draft is not shown to anyone but admins, so to a commenter it does not exist yet. Resolved and archived
      // questions keep their discussion open: people argue about the outcome most after it is known.
      if (question.kind !== 'live' || question.phase === 'draft') throw new NotFound(QUESTION_NOT_FOUND);
      // Ids are minted by the server, so this only guards against a replayed command or a clash.
      if (comment.kind !== 'absent') throw new InvalidTransition('This comment already exists');
      return [{ type: 'CommentPosted', data: { ...command.data } }];
    }
    case 'DeleteComment': {
      // A second delete finds nothing to delete: 404, as for a comment that never existed. The comment of a deleted
      // question is gone with it.
      if (comment.kind !== 'live' || question.kind !== 'live') throw new NotFound(COMMENT_NOT_FOUND);
      if (comment.authorId !== command.data.userId) throw new NotTheAuthor(NOT_YOUR_COMMENT);
      return [{ type: 'CommentDeleted', data: { commentId: comment.commentId, questionId: comment.questionId } }];
    }
  }
}

/**
 * A comment's life: posted by a signed-in user on a published question, then perhaps deleted by its author.
 * Nothing else changes it; comments are not edited.
 */
export const commentDecider: Decider<CommentCommand, CommentState, CommentEvent> = {
  decide: decideComment,
  evolve: evolveComment,
  initialState: initialCommentState,
};
