import { celebrationIdOf } from './celebration-ids.js';
import type { AnswerDocument, QuestionDocument, QuestionResolutionStep } from './read-models.js';

/**
 * The resolution an answer's result is told from: the first, or the last correction that turned the answer from
 * right to wrong or back. A correction that leaves the answer's outcome as it was is not news, so what was told then
 * stays told.
 */
export function resultStepOf(optionId: string, steps: readonly QuestionResolutionStep[]): QuestionResolutionStep | undefined {
  let told: QuestionResolutionStep | undefined;
  let wasRight: boolean | undefined;
  for (const step of steps) {
    const right = step.correctOptionId === optionId;
    if (told === undefined || right !== wasRight) told = step;
    wasRight = right;
  }
  return told;
}

export interface AnswerResult {
  /** The resolution or correction the result is told from. */
  step: QuestionResolutionStep;
  right: boolean;
  /** `correct_answer:<questionId>:<position>` or `wrong_answer:…` (celebration-ids.ts). */
  celebrationId: string;
}

/**
 * The result an answer has to tell under its question's resolutions as they stand, or null: the question is not
 * resolved, or the answer was recorded after the resolution it would be told from (it knew the outcome). Worked out
 * rather than stored, so that a resolution writes nothing per answerer to say it: the query side tells it, and the
 * acknowledgements are held to it (celebration marks).
 */
export function answerResultOf(
  question: Pick<QuestionDocument, 'id' | 'isResolved' | 'correctOptionId' | 'resolutions'>,
  answer: Pick<AnswerDocument, 'optionId' | '_position'>,
): AnswerResult | null {
  if (!question.isResolved || question.correctOptionId === null) return null;
  const step = resultStepOf(answer.optionId, question.resolutions ?? []);
  // Log positions, not clocks: an answer appended after the resolution knew it, whatever its request's clock said.
  if (!step || answer._position > step.position) return null;
  const right = answer.optionId === question.correctOptionId;
  const type = right ? 'correct_answer' : 'wrong_answer';
  return { step, right, celebrationId: celebrationIdOf({ type, questionId: question.id, position: step.position }) };
}
