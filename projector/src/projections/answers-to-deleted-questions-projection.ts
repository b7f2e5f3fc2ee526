import {
  answerMillipointsOf,
  answerOutcome,
  ReadModel,
  type AnswerDocument,
  type AnswerToDeletedQuestionDocument,
  type QuestionDocument,
  type RecordedEvent,
  type ScoringRule,
} from '@iec-bets/contracts';
import type { Evolved, Projection, Target } from '../projection.js';
import { answersOf } from './countable-answer.js';
import { isDeletedAccount } from './deleted-accounts-projection.js';
import { scoringRuleIn, scoringRuleRead } from './scoring-rule-projection.js';

/** The answer as it was, its question as it stood, and the rule answers were scored by, when the question was deleted. */
type Kept = { answer: AnswerDocument; question: QuestionDocument; rule: ScoringRule } | undefined;

function evolveKept(
  current: AnswerToDeletedQuestionDocument | undefined,
  event: RecordedEvent,
  kept: Kept,
): Evolved<AnswerToDeletedQuestionDocument> | AnswerToDeletedQuestionDocument | undefined {
  switch (event.type) {
    case 'QuestionDeleted': {
      if (current || !kept) return current;
      const { answer, question, rule } = kept;
      const correct = answerOutcome(answer, question);
      return {
        id: answer.id,
        questionId: answer.questionId,
        userId: answer.userId,
        optionId: answer.optionId,
        submittedAt: answer.submittedAt,
        questionText: question.text,
        optionText: question.options.find((option) => option.id === answer.optionId)?.text ?? null,
        correct,
        // What the record held for it until the deletion took it out: the author may still want to know.
        millipoints: correct === null ? null : answerMillipointsOf(rule, answer, question.correctOptionId!),
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
        return [{ collection: ReadModel.questions, id: event.data.questionId }, scoringRuleRead];
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
        const rule = scoringRuleIn(view);
        // A deleted account's answers stay in the national results, but no one is left to export them.
        return view
          .find<AnswerDocument>(ReadModel.answers, answersOf(question.id))
          .filter((answer) => !isDeletedAccount(view, answer.userId))
          .map((answer) => ({ id: answer.id, context: { answer, question, rule } }));
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
