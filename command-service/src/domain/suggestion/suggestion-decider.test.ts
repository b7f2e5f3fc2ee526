import type { DomainEvent } from '@iec-bets/contracts';
import { describe, it } from 'vitest';
import { specFor } from '../../test-support/decider-spec.js';
import { InvalidTransition, NotFound } from '../domain-error.js';
import type { SuggestionCommand } from './suggestion-commands.js';
import { suggestionDecider } from './suggestion-decider.js';

const given = specFor(suggestionDecider);
const suggestionId = 's1';
const suggestData = {
  suggestionId,
  userId: 'u1',
  title: 'Will the GNU survive until 2026?',
  description: 'The coalition has had a rough year.',
};

const suggested: DomainEvent = { type: 'QuestionSuggested', data: suggestData };
const approved: DomainEvent = { type: 'SuggestionReviewed', data: { suggestionId, status: 'approved', adminNotes: 'Good one' } };
const deleted: DomainEvent = { type: 'SuggestionDeleted', data: { suggestionId } };

const suggest: SuggestionCommand = { type: 'SuggestQuestion', data: suggestData };
const review = (status: 'pending' | 'approved' | 'rejected' | 'used', adminNotes: string | null = null): SuggestionCommand => ({
  type: 'ReviewSuggestion',
  data: { suggestionId, status, adminNotes },
});
const remove: SuggestionCommand = { type: 'DeleteSuggestion', data: { suggestionId } };

describe('suggesting a question', () => {
  it('records the title, description and author', () => {
    given([]).when(suggest).then([suggested]);
  });

  it('records a suggestion without a description', () => {
    const data = { ...suggestData, description: null };
    given([]).when({ type: 'SuggestQuestion', data }).then([{ type: 'QuestionSuggested', data }]);
  });

  it('refuses to suggest over an existing or deleted suggestion', () => {
    given([suggested]).when(suggest).thenThrows(InvalidTransition, 'This suggestion already exists');
    given([suggested, deleted]).when(suggest).thenThrows(InvalidTransition, 'This suggestion already exists');
  });
});

describe('reviewing a suggestion', () => {
  it.each(['approved', 'rejected', 'used'] as const)('sets a pending suggestion to %s with notes', (status) => {
    given([suggested])
      .when(review(status, 'Thanks!'))
      .then([{ type: 'SuggestionReviewed', data: { suggestionId, status, adminNotes: 'Thanks!' } }]);
  });

  it('may set any status again, back to pending too', () => {
    given([suggested, approved])
      .when(review('pending'))
      .then([{ type: 'SuggestionReviewed', data: { suggestionId, status: 'pending', adminNotes: null } }]);
  });

  it('records a change of notes alone', () => {
    given([suggested, approved])
      .when(review('approved', 'Scheduled for Friday'))
      .then([{ type: 'SuggestionReviewed', data: { suggestionId, status: 'approved', adminNotes: 'Scheduled for Friday' } }]);
  });

  it('records nothing when status and notes are unchanged', () => {
    given([suggested, approved]).when(review('approved', 'Good one')).then([]);
    given([suggested]).when(review('pending')).then([]);
  });

  it('cannot review what does not exist or was deleted', () => {
    given([]).when(review('approved')).thenThrows(NotFound, 'We could not find that suggestion');
    given([suggested, deleted]).when(review('approved')).thenThrows(NotFound, 'We could not find that suggestion');
  });
});

describe('deleting a suggestion', () => {
  it.each([
    ['a pending suggestion', [suggested]],
    ['a reviewed suggestion', [suggested, approved]],
  ])('deletes %s', (_, history) => {
    given(history).when(remove).then([deleted]);
  });

  it('cannot delete what does not exist or twice', () => {
    given([]).when(remove).thenThrows(NotFound, 'We could not find that suggestion');
    given([suggested, deleted]).when(remove).thenThrows(NotFound, 'We could not find that suggestion');
  });
});
