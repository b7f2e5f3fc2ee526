import { answerMillipointsOf, type CrowdBefore, type QuestionDocument, type ScoringRule } from '@iec-bets/contracts';
import { localMonthOf } from './local-calendar.js';
import type { ResolutionOfAnswer } from './user-stats-counters.js';

/** The month a question's answers count in once resolved: that of its (first) resolution, South African time. */
export function resolutionMonth(question: QuestionDocument): string {
  return localMonthOf(question.resolvedAt ?? question.createdAt);
}

/** An answer of `optionId`, given against `crowdBefore`, to a question whose right option is `correctOptionId`. */
export function resolutionOf(
  rule: ScoringRule,
  optionId: string,
  crowdBefore: CrowdBefore,
  correctOptionId: string,
  month: string,
): ResolutionOfAnswer {
  const correct = optionId === correctOptionId;
  const millipoints = answerMillipointsOf(rule, { optionId, crowdBefore }, correctOptionId);
  return { correct, month, millipoints };
}
