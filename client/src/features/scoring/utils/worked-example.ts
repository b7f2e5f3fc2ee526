import { type CrowdBefore, crowdYesShare, pointsOf, type ResolvedAnswer, scoringRules } from '@iec-bets/contracts';

/** The rule this page explains. Its name is fixed: a different rule would be a different page section. */
export const EXPLAINED_RULE = scoringRules['crowd-brier-v1'];

/** One answer worked through, each figure as the page prints it, the points from the server's own rule. */
export interface WorkedAnswer {
  pickedYes: boolean;
  yesWasCorrect: boolean;
  crowdShare: number;
  outcome: 0 | 1;
  crowdBrier: number;
  ownBrier: 0 | 1;
  points: number;
}

export function workAnswer(answer: ResolvedAnswer): WorkedAnswer {
  const crowdShare = crowdYesShare(answer.crowdBefore);
  const outcome = answer.yesWasCorrect ? 1 : 0;
  return {
    pickedYes: answer.pickedYes,
    yesWasCorrect: answer.yesWasCorrect,
    crowdShare,
    outcome,
    crowdBrier: (crowdShare - outcome) ** 2,
    ownBrier: answer.pickedYes === answer.yesWasCorrect ? 0 : 1,
    // The points come from the rule the projector scores with, never from this page's own arithmetic.
    points: pointsOf(EXPLAINED_RULE.answerMillipoints(answer)),
  };
}

/** 8 of 10 South Africans had said Yes before you answered. */
export const EIGHTY_PERCENT_YES: CrowdBefore = { yes: 8, total: 10 };

/** A ranking score as the rule computes it, from whole points and a count of resolved answers. */
export const rankingScoreOf = (points: number, resolvedAnswers: number): number =>
  EXPLAINED_RULE.rankingScore(Math.round(points * 1000), resolvedAnswers);
