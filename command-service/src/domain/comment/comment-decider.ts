import {
  ALREADY_REPORTED,
  COMMENT_ALREADY_REMOVED,
  COMMENT_NOT_FOUND,
  type CommentEvent,
  type CommentRemoved,
  type CommentReported,
  type CommentReportsDismissed,
  MORE_REPORTS_THAN_RECEIVED,
  NO_REPORTS_TO_DISMISS,
  NOT_YOUR_COMMENT,
  OWN_COMMENT_REPORT,
  QUESTION_NOT_FOUND,
  REPORTS_ALREADY_DEALT_WITH,
} from '@iec-bets/contracts';
import type { Decider } from '../decider.js';
import { InvalidTransition, NotAllowed, NotFound } from '../domain-error.js';
import { NotTheAuthor } from './not-the-author.js';
import type { CommentCommand } from './comment-commands.js';
import { evolveComment, initialCommentState, type CommentLife, type CommentState } from './comment-state.js';

export type CommentDecision = CommentEvent | CommentReported | CommentRemoved | CommentReportsDismissed;

type LiveComment = Extract<CommentLife, { kind: 'live' }>;

/**
 * The comment a command is about, as long as it and its question exist. A deleted comment, or any comment of a
 * deleted question, is found by nobody (but its author, to delete it: ownComment): 404, as for one that never existed.
 */
function liveComment(state: CommentState): LiveComment {
  const { question, comment } = state;
  if (comment.kind !== 'live' || question.kind !== 'live') throw new NotFound(COMMENT_NOT_FOUND);
  return comment;
}

/**
 * The comment its author asks about, whether or not its question still exists. Anyone else finds a comment of a
 * deleted question no more than other commands do.
 */
function ownComment(state: CommentState, userId: string): LiveComment {
  const { question, comment } = state;
  if (comment.kind !== 'live' || question.kind === 'absent') throw new NotFound(COMMENT_NOT_FOUND);
  if (comment.authorId !== userId) {
    if (question.kind !== 'live') throw new NotFound(COMMENT_NOT_FOUND);
    throw new NotTheAuthor(NOT_YOUR_COMMENT);
  }
  return comment;
}

function decideComment(command: CommentCommand, state: CommentState): CommentDecision[] {
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
      // Authors may still take down a comment a moderator removed, or one under a question since deleted: it is
      // theirs, and its words then leave the log for good (its key is destroyed), which no one else's act does.
      const live = ownComment(state, command.data.userId);
      return [{ type: 'CommentDeleted', data: { commentId: live.commentId, questionId: live.questionId } }];
    }
    case 'ReportComment': {
      const live = liveComment(state);
      const { reporterId, reason, details } = command.data;
      if (live.authorId === reporterId) throw new NotAllowed(OWN_COMMENT_REPORT);
      if (live.removedByModerator) throw new InvalidTransition(COMMENT_ALREADY_REMOVED);
      // One voice per person: a second report from the same person would only push the comment up the queue.
      if (live.reporters.has(reporterId)) throw new InvalidTransition(ALREADY_REPORTED);
      return [{ type: 'CommentReported', data: { commentId: live.commentId, questionId: live.questionId, reporterId, reason, details } }];
    }
    case 'RemoveComment': {
      const live = liveComment(state);
      if (live.removedByModerator) throw new InvalidTransition(COMMENT_ALREADY_REMOVED);
      const { reason, salt } = command.data;
      return [{ type: 'CommentRemoved', data: { commentId: live.commentId, questionId: live.questionId, reason, salt } }];
    }
    case 'DismissCommentReports': {
      const live = liveComment(state);
      if (live.removedByModerator) throw new InvalidTransition(COMMENT_ALREADY_REMOVED);
      // Two admins working the same queue: the second finds the reports already dealt with.
      if (live.reportsInAll === live.reportsDealtWith) throw new InvalidTransition(NO_REPORTS_TO_DISMISS);
      // ... or only newer ones waiting, which the second has not read.
      const { reportsRead, salt } = command.data;
      if (reportsRead <= live.reportsDealtWith) throw new InvalidTransition(REPORTS_ALREADY_DEALT_WITH);
      if (reportsRead > live.reportsInAll) throw new InvalidTransition(MORE_REPORTS_THAN_RECEIVED);
      return [{ type: 'CommentReportsDismissed', data: { commentId: live.commentId, questionId: live.questionId, reportsRead, salt } }];
    }
  }
}

/**
 * A comment's life: posted by a signed-in user on a published question, reported by others, then perhaps kept or
 * removed by a moderator, or deleted by its author. Comments are not edited.
 */
export const commentDecider: Decider<CommentCommand, CommentState, CommentDecision> = {
  decide: decideComment,
  evolve: evolveComment,
  initialState: initialCommentState,
};
