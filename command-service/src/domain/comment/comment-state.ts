import type { DomainEvent } from '@iec-bets/contracts';
import { evolveQuestion, initialQuestionState, type QuestionState } from '../question/question-state.js';

/** The comment itself. A deleted comment answers every command like one that never existed. */
export type CommentLife =
  | { kind: 'absent' }
  | { kind: 'deleted' }
  | { kind: 'live'; commentId: string; questionId: string; authorId: string };

/**
 * What a comment command is decided on: the comment's own stream, folded after the stream of its question (read
 * for context, not locked), so that no one comments on, or keeps deleting under, a question that is gone.
 */
export interface CommentState {
  question: QuestionState;
  comment: CommentLife;
}

export const initialCommentState = (): CommentState => ({ question: initialQuestionState(), comment: { kind: 'absent' } });

export function evolveComment(state: CommentState, event: DomainEvent): CommentState {
  switch (event.type) {
    case 'CommentPosted': {
      const { commentId, questionId, userId } = event.data;
      return { ...state, comment: { kind: 'live', commentId, questionId, authorId: userId } };
    }
    case 'CommentDeleted':
      return { ...state, comment: { kind: 'deleted' } };
    default: {
      const question = evolveQuestion(state.question, event);
      return question === state.question ? state : { ...state, question };
    }
  }
}
