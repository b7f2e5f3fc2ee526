import type { CrowdBefore } from '@iec-bets/contracts';
import { WORKED_RULE } from '@/lib/worked-answer';

/** The rule this page explains. Its name is fixed: a different rule would be a different page section. */
export const EXPLAINED_RULE = WORKED_RULE;

/** 8 of 10 South Africans had said Yes before you answered. */
export const EIGHTY_PERCENT_YES: CrowdBefore = { yes: 8, total: 10 };

/** A ranking score as the rule computes it, from whole points and a count of resolved answers. */
export const rankingScoreOf = (points: number, resolvedAnswers: number): number =>
  EXPLAINED_RULE.rankingScore(Math.round(points * 1000), resolvedAnswers);
