import type { SuggestionStatus } from '@iec-bets/contracts';

export type SuggestQuestion = {
  type: 'SuggestQuestion';
  data: { suggestionId: string; userId: string; title: string; description: string | null };
};
export type ReviewSuggestion = {
  type: 'ReviewSuggestion';
  data: { suggestionId: string; status: SuggestionStatus; adminNotes: string | null };
};
export type DeleteSuggestion = { type: 'DeleteSuggestion'; data: { suggestionId: string } };

export type SuggestionCommand = SuggestQuestion | ReviewSuggestion | DeleteSuggestion;
