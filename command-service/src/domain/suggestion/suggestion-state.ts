import type { DomainEvent, SuggestionStatus } from '@iec-bets/contracts';

/** Where a suggestion stands. A deleted one answers every command like one that never existed. */
export type SuggestionState =
  | { kind: 'absent' }
  | { kind: 'deleted' }
  | { kind: 'live'; suggestionId: string; status: SuggestionStatus; adminNotes: string | null };

export const initialSuggestionState = (): SuggestionState => ({ kind: 'absent' });

export function evolveSuggestion(state: SuggestionState, event: DomainEvent): SuggestionState {
  switch (event.type) {
    case 'QuestionSuggested':
      return { kind: 'live', suggestionId: event.data.suggestionId, status: 'pending', adminNotes: null };
    case 'SuggestionReviewed':
      return state.kind === 'live' ? { ...state, status: event.data.status, adminNotes: event.data.adminNotes } : state;
    case 'SuggestionDeleted':
      return { kind: 'deleted' };
    default:
      return state;
  }
}
