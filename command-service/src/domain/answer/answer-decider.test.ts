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

// The question is for 29 May 2024 (13:00 in South Africa); this answer comes on that day.
const submit = (optionId = 'no', answeredAt = '2024-05-29T15:00:00.000Z'): SubmitAnswer => ({
  type: 'SubmitAnswer',
  data: { questionId, userId, optionId },
  answeredAt,
});
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

  it("takes answers from South African midnight of the question's day, not before, published or not", () => {
    // 23:59 on the 28th in South Africa (21:59 UTC), then midnight on the 29th (22:00 UTC on the 28th).
    given([drafted, published]).when(submit('no', '2024-05-28T21:59:59.000Z')).thenThrows(InvalidTransition, 'This question is not open for answers yet');
    given([drafted, published])
      .when(submit('no', '2024-05-28T22:00:00.000Z'))
      .then([{ type: 'AnswerSubmitted', data: { questionId, userId, optionId: 'no' } }]);
  });

  it("closes a question to answers at the end of its South African day, resolved or not", () => {
    // 23:59:59 on the 29th in South Africa, then midnight on the 30th, and days later, when its outcome may be known.
    given([drafted, published])
      .when(submit('yes', '2024-05-29T21:59:59.999Z'))
      .then([{ type: 'AnswerSubmitted', data: { questionId, userId, optionId: 'yes' } }]);
    given([drafted, published]).when(submit('yes', '2024-05-29T22:00:00.000Z')).thenThrows(InvalidTransition, 'This question is closed for answers');
    given([drafted, published]).when(submit('yes', '2024-06-02T08:00:00.000Z')).thenThrows(InvalidTransition, 'This question is closed for answers');
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
