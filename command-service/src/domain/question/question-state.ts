import type { DomainEvent, QuestionOption } from '@iec-bets/contracts';

/**
 * Where a question stands. A deleted question is kept apart from one that never existed only so that the log
 * stays readable; to every command both look the same: not found.
 */
export type QuestionState =
  | { kind: 'absent' }
  | { kind: 'deleted' }
  | {
      kind: 'live';
      questionId: string;
      options: QuestionOption[];
      phase: 'draft' | 'published' | 'resolved';
      archived: boolean;
      /** Normalised research tags, in the order the admin gave them. */
      tags: string[];
    };

export const initialQuestionState = (): QuestionState => ({ kind: 'absent' });

export function evolveQuestion(state: QuestionState, event: DomainEvent): QuestionState {
  switch (event.type) {
    case 'QuestionDrafted':
      return {
        kind: 'live',
        questionId: event.data.questionId,
        options: event.data.options,
        phase: 'draft',
        archived: false,
        tags: [],
      };
    case 'QuestionPublished':
      return state.kind === 'live' ? { ...state, phase: 'published' } : state;
    case 'QuestionResolved':
      return state.kind === 'live' ? { ...state, phase: 'resolved' } : state;
    case 'QuestionArchived':
      return state.kind === 'live' ? { ...state, archived: true } : state;
    case 'QuestionTagsChanged':
      return state.kind === 'live' ? { ...state, tags: event.data.tags } : state;
    case 'QuestionDeleted':
      return { kind: 'deleted' };
    default:
      return state;
  }
}
