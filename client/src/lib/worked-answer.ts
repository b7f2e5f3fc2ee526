import { crowdYesShare, pointsOf, type ResolvedAnswer, scoringRules } from '@iec-bets/contracts';

/**
 * The rule worked through by hand, on "How scoring works" and beside a member's own answer: its name is fixed, since
 * another rule's sums would be other sums.
 */
export const WORKED_RULE = scoringRules['crowd-brier-v1'];

/** One answer worked through, each figure as it is printed, the points from the server's own rule. */
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
    // The points come from the rule the projector scores with, never from this module's own arithmetic.
    points: pointsOf(WORKED_RULE.answerMillipoints(answer)),
  };
}
