import type { AnswerDocument, QuestionDocument } from './read-models.js';

/**
 * Whether an answer was right, or null while its question is unresolved. It is worked out from the question, not
 * kept on each answer, so that a resolution writes nothing to the answers themselves: on election night that had
 * been half of a resolution's work (every answer document, and its three indexes, rewritten at random places).
 */
export function answerOutcome(
  answer: Pick<AnswerDocument, 'optionId'>,
  question: Pick<QuestionDocument, 'isResolved' | 'correctOptionId'>,
): boolean | null {
  if (!question.isResolved || question.correctOptionId === null) return null;
  return answer.optionId === question.correctOptionId;
}
