import type { AnswerDocument } from '../read-models.js';
import type { ScoringRule } from './scoring-rules.js';

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
