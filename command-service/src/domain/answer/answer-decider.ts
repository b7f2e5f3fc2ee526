import { type AnswerSubmitted, type DomainEvent, southAfricanDay, QUESTION_NOT_FOUND } from '@iec-bets/contracts';
import type { Decider } from '../decider.js';
import { Invalid, InvalidTransition, NotFound } from '../domain-error.js';
import { evolveQuestion, initialQuestionState, type QuestionState } from '../question/question-state.js';

export type SubmitAnswer = {
  type: 'SubmitAnswer';
  data: { questionId: string; userId: string; optionId: string };
  /** When the answer is given (the command's time): a question takes answers from the start of its own day. */
  answeredAt: string;
};

/**
 * One user's answer to one question, decided against the question as it stands. The state folds the question's
 * events (read for context, not locked) together with the user's answer stream for that question.
 */
export interface AnswerState {
  question: QuestionState;
  answered: boolean;
}

export const ALREADY_ANSWERED = 'You have already answered this question';
export const NOT_OPEN_YET = 'This question is not open for answers yet';

function decideAnswer(command: SubmitAnswer, state: AnswerState): AnswerSubmitted[] {
  const { question } = state;
  if (question.kind !== 'live') throw new NotFound(QUESTION_NOT_FOUND);
  if (state.answered) throw new InvalidTransition(ALREADY_ANSWERED);
  // A question published ahead of its day (tomorrow's, set up tonight) waits for South African midnight like a draft:
  // answered early, it would count on a day it does not belong to, and keep a streak with no question of that day.
  if (question.phase === 'draft' || southAfricanDay(command.answeredAt) < question.opensOn) throw new InvalidTransition(NOT_OPEN_YET);
  // Its day over, a question waits for its outcome: an answer given the next morning, once the news is out, would
  // score a guess that was not one.
  if (question.phase === 'resolved' || question.archived || southAfricanDay(command.answeredAt) > question.opensOn) {
    throw new InvalidTransition('This question is closed for answers');
  }
  if (!question.draft.options.some((option) => option.id === command.data.optionId)) {
    throw new Invalid("Please choose one of the question's options");
  }
  return [{ type: 'AnswerSubmitted', data: { ...command.data } }];
}

function evolveAnswer(state: AnswerState, event: DomainEvent): AnswerState {
  if (event.type === 'AnswerSubmitted') return { ...state, answered: true };
  const question = evolveQuestion(state.question, event);
  return question === state.question ? state : { ...state, question };
}

export const answerDecider: Decider<SubmitAnswer, AnswerState, AnswerSubmitted> = {
  decide: decideAnswer,
  evolve: evolveAnswer,
  initialState: () => ({ question: initialQuestionState(), answered: false }),
};
