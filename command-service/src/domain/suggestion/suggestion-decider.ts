import { SUGGESTION_NOT_FOUND } from '@iec-bets/contracts';
import type { SuggestionEvent } from '@iec-bets/contracts';
import type { Decider } from '../decider.js';
import { InvalidTransition, NotFound } from '../domain-error.js';
import type { SuggestionCommand } from './suggestion-commands.js';
import { evolveSuggestion, initialSuggestionState, type SuggestionState } from './suggestion-state.js';


function existing(state: SuggestionState): Extract<SuggestionState, { kind: 'live' }> {
  if (state.kind !== 'live') throw new NotFound(SUGGESTION_NOT_FOUND);
  return state;
}

function decideSuggestion(command: SuggestionCommand, state: SuggestionState): SuggestionEvent[] {
  switch (command.type) {
    case 'SuggestQuestion': {
      // Ids are minted by the server, so this only guards against a replayed command or a clash.
      if (state.kind !== 'absent') throw new InvalidTransition('This suggestion already exists');
      return [{ type: 'QuestionSuggested', data: { ...command.data } }];
    }
    case 'ReviewSuggestion': {
      const suggestion = existing(state);
      const { status, adminNotes } = command.data;
      // Saving the review dialog unchanged records nothing: the log keeps only decisions.
      if (suggestion.status === status && suggestion.adminNotes === adminNotes) return [];
      return [{ type: 'SuggestionReviewed', data: { suggestionId: suggestion.suggestionId, status, adminNotes } }];
    }
    case 'DeleteSuggestion': {
      const suggestion = existing(state);
      return [{ type: 'SuggestionDeleted', data: { suggestionId: suggestion.suggestionId } }];
    }
  }
}

/**
 * A suggestion's life: suggested (pending); reviewed by an admin any number of times into any of the four statuses;
 * deleted from any state.
 */
export const suggestionDecider: Decider<SuggestionCommand, SuggestionState, SuggestionEvent> = {
  decide: decideSuggestion,
  evolve: evolveSuggestion,
  initialState: initialSuggestionState,
};
