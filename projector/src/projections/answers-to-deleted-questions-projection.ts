import {
  answerOutcome,
  ReadModel,
  type AnswerDocument,
  type AnswerToDeletedQuestionDocument,
  type QuestionDocument,
  type RecordedEvent,
} from '@iec-bets/contracts';
import type { Evolved, Projection, Target } from '../projection.js';
import { answersOf } from './countable-answer.js';
import { isDeletedAccount } from './deleted-accounts-projection.js';

/** The answer as it was, and its question as it stood, when the question was deleted. */
type Kept = { answer: AnswerDocument; question: QuestionDocument } | undefined;

function evolveKept(
  current: AnswerToDeletedQuestionDocument | undefined,
  event: RecordedEvent,
  kept: Kept,
): Evolved<AnswerToDeletedQuestionDocument> | AnswerToDeletedQuestionDocument | undefined {
  switch (event.type) {
    case 'QuestionDeleted': {
      if (current || !kept) return current;
      const { answer, question } = kept;
      return {
        id: answer.id,
        questionId: answer.questionId,
        userId: answer.userId,
        optionId: answer.optionId,
        submittedAt: answer.submittedAt,
        questionText: question.text,
        optionText: question.options.find((option) => option.id === answer.optionId)?.text ?? null,
        correct: answerOutcome(answer, question),
        questionDeletedAt: event.metadata.occurredAt,
      };
    }
    case 'UserDeleted':
      // No one is left to ask for them.
      return undefined;
    default:
      return current;
  }
}

/**
 * The answers of deleted questions, which the answers read model drops with their question but the log keeps: their
 * authors' data exports list them. A deletion moves a question's answers here a page at a time, as it takes them
 * out of the answers read model.
 */
export const answersToDeletedQuestionsProjection: Projection<AnswerToDeletedQuestionDocument, Kept> = {
  collection: ReadModel.answersToDeletedQuestions,
  // One answer per user and question: a page's answers are its alone.
  paging: { kind: 'each-page' },
  canHandle: new Set(['QuestionDeleted', 'UserDeleted']),
  reads: (event) => {
    switch (event.type) {
      case 'QuestionDeleted':
        return [{ collection: ReadModel.questions, id: event.data.questionId }];
      case 'UserDeleted':
        return [{ collection: ReadModel.answersToDeletedQuestions, where: { userId: event.data.userId } }];
      default:
        return [];
    }
  },
  targets: (event, view): Array<Target<Kept>> => {
    switch (event.type) {
      case 'QuestionDeleted': {
        const question = view.get<QuestionDocument>(ReadModel.questions, event.data.questionId);
        if (!question) return [];
        // A deleted account's answers stay in the national results, but no one is left to export them.
        return view
          .find<AnswerDocument>(ReadModel.answers, answersOf(question.id))
          .filter((answer) => !isDeletedAccount(view, answer.userId))
          .map((answer) => ({ id: answer.id, context: { answer, question } }));
      }
      case 'UserDeleted':
        return view
          .find<AnswerToDeletedQuestionDocument>(ReadModel.answersToDeletedQuestions, { where: { userId: event.data.userId } })
          .map((kept) => ({ id: kept.id, context: undefined }));
      default:
        return [];
    }
  },
  evolve: evolveKept,
};
