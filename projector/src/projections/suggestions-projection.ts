import { ReadModel, type RecordedEvent, type SuggestionDocument } from '@iec-bets/contracts';
import type { Evolved, Projection } from '../projection.js';

function suggestionIdOf(event: RecordedEvent): string | undefined {
  switch (event.type) {
    case 'QuestionSuggested':
    case 'SuggestionReviewed':
    case 'SuggestionDeleted':
      return event.data.suggestionId;
    default:
      return undefined;
  }
}

function evolveSuggestion(
  current: SuggestionDocument | undefined,
  event: RecordedEvent,
): Evolved<SuggestionDocument> | SuggestionDocument | undefined {
  switch (event.type) {
    case 'QuestionSuggested': {
      if (current) return current;
      const { suggestionId, userId, title, description } = event.data;
      const at = event.metadata.occurredAt;
      return { id: suggestionId, userId, title, description, status: 'pending', adminNotes: null, createdAt: at, updatedAt: at };
    }
    case 'SuggestionReviewed':
      return (
        current && {
          ...current,
          status: event.data.status,
          adminNotes: event.data.adminNotes,
          updatedAt: event.metadata.occurredAt,
        }
      );
    case 'SuggestionDeleted':
      return undefined;
    default:
      return current;
  }
}

/**
 * Every question suggestion with its review. The author's name is not copied in: the query side joins it from
 * `users`, so the list always shows the current one.
 */
export const suggestionsProjection: Projection<SuggestionDocument> = {
  collection: ReadModel.suggestions,
  canHandle: new Set(['QuestionSuggested', 'SuggestionReviewed', 'SuggestionDeleted']),
  reads: (event) => {
    const id = suggestionIdOf(event);
    return id === undefined ? [] : [{ collection: ReadModel.suggestions, id }];
  },
  targets: (event) => {
    const id = suggestionIdOf(event);
    return id === undefined ? [] : [{ id, context: undefined }];
  },
  evolve: evolveSuggestion,
};
