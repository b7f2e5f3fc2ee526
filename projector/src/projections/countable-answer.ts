import {
  answerDocumentId,
  ReadModel,
  type AnswerDocument,
  type QuestionDocument,
  type RecordedEvent,
} from '@iec-bets/contracts';
import type { FindQuery, ReadModelView } from '../projection.js';
import { isDeletedAccount } from './deleted-accounts-projection.js';

type RecordedAnswer = Extract<RecordedEvent, { type: 'AnswerSubmitted' }>;

/**
 * The question an answer counts for, or undefined when the answer must leave no trace: its question no longer
 * exists, the option is not one of the question's, the user already has an earlier answer to it, or the user's
 * account was deleted before it. The write side refuses all of these, but an answer can race a deletion (of its
 * question, or of its author's account: a request let in before the account's sessions ended), and the questions,
 * answers and statistics must agree on which answers they count.
 */
export function questionCountingAnswer(view: ReadModelView, event: RecordedAnswer): QuestionDocument | undefined {
  // The questions, answers and statistics projections ask one after the other about the same event and view.
  if (last.event === event && last.view === view && last.version === view.version) return last.question;
  const question = decide(view, event);
  last = { event, view, version: view.version, question };
  return question;
}

let last: {
  event: RecordedAnswer | undefined;
  view: ReadModelView | undefined;
  version: number;
  question: QuestionDocument | undefined;
} = { event: undefined, view: undefined, version: -1, question: undefined };

function decide(view: ReadModelView, event: RecordedAnswer): QuestionDocument | undefined {
  const { questionId, userId, optionId } = event.data;
  const question = view.get<QuestionDocument>(ReadModel.questions, questionId);
  if (!question || !question.options.some((option) => option.id === optionId)) return undefined;
  if (isDeletedAccount(view, userId)) return undefined;
  const existing = view.get<AnswerDocument>(ReadModel.answers, answerDocumentId(questionId, userId));
  // An answer document from this very event (or a later one) means a replay, which the positions already guard.
  if (existing && existing._position < event.position) return undefined;
  return question;
}

/** The answers to a question. Their ids start with the question's id, so the store finds them by primary key. */
export function answersOf(questionId: string): FindQuery {
  return { where: { questionId }, idPrefix: answerDocumentId(questionId, '') };
}
