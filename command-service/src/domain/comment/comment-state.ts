import type { DomainEvent } from '@iec-bets/contracts';
import { evolveQuestion, initialQuestionState, type QuestionState } from '../question/question-state.js';

/** The comment itself. A deleted comment answers every command like one that never existed. */
export type CommentLife =
  | { kind: 'absent' }
  | { kind: 'deleted' }
  | {
      kind: 'live';
      commentId: string;
      questionId: string;
      authorId: string;
      /** Everyone who ever reported it: one report per person, even after the admins kept the comment. */
      reporters: ReadonlySet<string>;
      /** Every report it has had; the newest `reportsInAll - reportsDealtWith` of them wait for an admin. */
      reportsInAll: number;
      reportsDealtWith: number;
      removedByModerator: boolean;
    };

/**
 * What a comment command is decided on: the comment's own stream and the stream of its question (which holds the
 * moderators' decisions), folded together in the order of the log, so that no one comments on, or keeps deleting
 * under, a question that is gone.
 */
export interface CommentState {
  question: QuestionState;
  comment: CommentLife;
}

export const initialCommentState = (): CommentState => ({ question: initialQuestionState(), comment: { kind: 'absent' } });

/** Applies `change` to the comment when it is the live comment the event is about. */
function onLiveComment(
  state: CommentState,
  commentId: string,
  change: (comment: Extract<CommentLife, { kind: 'live' }>) => CommentLife,
): CommentState {
  const { comment } = state;
  if (comment.kind !== 'live' || comment.commentId !== commentId) return state;
  return { ...state, comment: change(comment) };
}

export function evolveComment(state: CommentState, event: DomainEvent): CommentState {
  switch (event.type) {
    case 'CommentPosted': {
      const { commentId, questionId, userId } = event.data;
      const comment: CommentLife = {
        kind: 'live',
        commentId,
        questionId,
        authorId: userId,
        reporters: new Set(),
        reportsInAll: 0,
        reportsDealtWith: 0,
        removedByModerator: false,
      };
      return { ...state, comment };
    }
    case 'CommentDeleted':
      return { ...state, comment: { kind: 'deleted' } };
    case 'CommentReported':
      return onLiveComment(state, event.data.commentId, (comment) => ({
        ...comment,
        reporters: new Set([...comment.reporters, event.data.reporterId]),
        reportsInAll: comment.reportsInAll + 1,
      }));
    case 'CommentReportsDismissed':
      return onLiveComment(state, event.data.commentId, (comment) => ({
        ...comment,
        // Version 1 dismissed every report then waiting.
        reportsDealtWith: Math.max(comment.reportsDealtWith, event.data.reportsRead ?? comment.reportsInAll),
      }));
    case 'CommentRemoved':
      return onLiveComment(state, event.data.commentId, (comment) => ({ ...comment, removedByModerator: true, reportsDealtWith: comment.reportsInAll }));
    default: {
      const question = evolveQuestion(state.question, event);
      return question === state.question ? state : { ...state, question };
    }
  }
}
