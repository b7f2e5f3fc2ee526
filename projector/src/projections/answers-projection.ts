import {
  answerDocumentId,
  ReadModel,
  type AnswerDocument,
  type QuestionDocument,
  type RecordedEvent,
} from '@iec-bets/contracts';
import type { Evolved, Projection, ReadModelView, Target } from '../projection.js';
import { answersOf, questionCountingAnswer } from './countable-answer.js';
import { deletedAccountRead } from './deleted-accounts-projection.js';

/** The question an answer is given to, as it stands before the answer. */
type AnswerContext = { question: QuestionDocument } | undefined;

function answersOfQuestion(view: ReadModelView, questionId: string): Array<Target<AnswerContext>> {
  const answers = view.find<AnswerDocument>(ReadModel.answers, answersOf(questionId));
  return answers.map((answer) => ({ id: answer.id, context: undefined }));
}

/** The question's national split as it stands: before the answer being projected, which it does not count yet. */
export function crowdOf(question: QuestionDocument): AnswerDocument['crowdBefore'] {
  const yes = question.results.find((result) => result.optionId === 'yes')?.count ?? 0;
  return { yes, total: question.totalVotes };
}

function evolveAnswer(
  current: AnswerDocument | undefined,
  event: RecordedEvent,
  context: AnswerContext,
): Evolved<AnswerDocument> | AnswerDocument | undefined {
  switch (event.type) {
    case 'AnswerSubmitted': {
      if (!context) return current;
      const { questionId, userId, optionId } = event.data;
      const { question } = context;
      return {
        id: answerDocumentId(questionId, userId),
        questionId,
        userId,
        optionId,
        submittedAt: event.metadata.occurredAt,
        crowdBefore: crowdOf(question),
      };
    }
    case 'QuestionDeleted':
      return undefined;
    default:
      return current;
  }
}

/**
 * Every answer, with the crowd it was given against. A resolution leaves answers as they are: whether one was right
 * is read from its question (answerOutcome).
 */
export const answersProjection: Projection<AnswerDocument, AnswerContext> = {
  collection: ReadModel.answers,
  // A deletion takes out each answer of the page, and nothing else.
  paging: { kind: 'each-page' },
  reads: (event) => {
    switch (event.type) {
      case 'AnswerSubmitted':
        return [
          { collection: ReadModel.answers, id: answerDocumentId(event.data.questionId, event.data.userId) },
          // Whether the answer counts at all (questionCountingAnswer), loaded with the batch's other reads.
          deletedAccountRead(event.data.userId),
        ];
      case 'QuestionDeleted':
        return [{ collection: ReadModel.answers, ...answersOf(event.data.questionId) }];
      default:
        return [];
    }
  },
  targets: (event, view) => {
    switch (event.type) {
      case 'AnswerSubmitted': {
        const question = questionCountingAnswer(view, event);
        if (!question) return [];
        return [{ id: answerDocumentId(event.data.questionId, event.data.userId), context: { question } }];
      }
      case 'QuestionDeleted':
        return answersOfQuestion(view, event.data.questionId);
      default:
        return [];
    }
  },
  evolve: evolveAnswer,
};
