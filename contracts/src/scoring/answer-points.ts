import { answerOutcome } from '../answer-outcome.js';
import type { AnswerDocument, QuestionDocument } from '../read-models.js';
import { pointsOf, type ScoringRule } from './scoring-rules.js';

/**
 * The millipoints one answer earns under `rule` once its question resolves to `correctOptionId`: what a player's
 * record adds up, what the card of their result tells them, and what their data export lists beside the answer.
 */
export function answerMillipointsOf(
  rule: ScoringRule,
  answer: Pick<AnswerDocument, 'optionId' | 'crowdBefore'>,
  correctOptionId: string,
): number {
  return rule.answerMillipoints({
    pickedYes: answer.optionId === 'yes',
    yesWasCorrect: correctOptionId === 'yes',
    crowdBefore: answer.crowdBefore,
  });
}

/**
 * The points an answer earned or cost as the player is shown them (one decimal), or null while its question is not
 * resolved: the same figure on their profile's list, on the question's own page and in their data export.
 */
export function shownAnswerPoints(
  rule: ScoringRule,
  answer: Pick<AnswerDocument, 'optionId' | 'crowdBefore'>,
  question: Pick<QuestionDocument, 'isResolved' | 'correctOptionId'>,
): number | null {
  if (answerOutcome(answer, question) === null) return null;
  return pointsOf(answerMillipointsOf(rule, answer, question.correctOptionId!));
}
