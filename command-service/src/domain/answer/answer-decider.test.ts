import type { DomainEvent } from '@iec-bets/contracts';
import { describe, it } from 'vitest';
import { specFor } from '../../test-support/decider-spec.js';
import { Invalid, InvalidTransition, NotFound } from '../domain-error.js';
import { answerDecider, type SubmitAnswer } from './answer-decider.js';

const given = specFor(answerDecider);
const questionId = 'q1';
const userId = 'u1';

const drafted: DomainEvent = {
  type: 'QuestionDrafted',
  data: {
    questionId,
    text: 'Will the IEC announce results within 7 days?',
    context: null,
    date: '2024-05-29T11:00:00.000Z',
    options: [
      { id: 'yes', text: 'Yes' },
      { id: 'no', text: 'No' },
    ],
  },
};
const published: DomainEvent = { type: 'QuestionPublished', data: { questionId } };
const resolved: DomainEvent = {
  type: 'QuestionResolved',
  data: { questionId, correctOptionId: 'yes', resolutionSummary: 'They did.', resolutionProofUrl: null },
};
const archived: DomainEvent = { type: 'QuestionArchived', data: { questionId } };
const deleted: DomainEvent = { type: 'QuestionDeleted', data: { questionId } };

const submit = (optionId = 'no'): SubmitAnswer => ({ type: 'SubmitAnswer', data: { questionId, userId, optionId } });
const answered: DomainEvent = { type: 'AnswerSubmitted', data: { questionId, userId, optionId: 'yes' } };

describe('submitting an answer', () => {
  it('records the chosen option of an open question', () => {
    given([drafted, published])
      .when(submit('no'))
      .then([{ type: 'AnswerSubmitted', data: { questionId, userId, optionId: 'no' } }]);
  });

  it('takes one answer per user per question', () => {
    given([drafted, published, answered])
      .when(submit('no'))
      .thenThrows(InvalidTransition, 'You have already answered this question');
  });

  it('refuses an option the question does not have', () => {
    given([drafted, published]).when(submit('maybe')).thenThrows(Invalid, "Please choose one of the question's options");
  });

  it('refuses a question that is still a draft', () => {
    given([drafted]).when(submit()).thenThrows(InvalidTransition, 'This question is not open for answers yet');
  });

  it('refuses a resolved question', () => {
    given([drafted, published, resolved]).when(submit()).thenThrows(InvalidTransition, 'This question is closed for answers');
  });

  it('refuses an archived question', () => {
    given([drafted, published, archived]).when(submit()).thenThrows(InvalidTransition, 'This question is closed for answers');
  });

  it('refuses an unknown question', () => {
    given([]).when(submit()).thenThrows(NotFound, 'We could not find that question');
  });

  it('refuses a deleted question', () => {
    given([drafted, published, deleted]).when(submit()).thenThrows(NotFound, 'We could not find that question');
  });
});
