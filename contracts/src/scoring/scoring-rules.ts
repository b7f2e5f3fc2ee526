/**
 * How answers become points and points a rank. Rules are versioned by name and never changed once published: a new
 * idea is a new rule, which `iec-bets rescore` adopts for every answer at once (README, "Scoring"). Pure, so the
 * projector, the query side, the command line and the client's "How scoring works" page share one truth.
 */

export const SCORING_RULE_NAMES = ['crowd-brier-v1', 'accuracy-v0'] as const;
export type ScoringRuleName = (typeof SCORING_RULE_NAMES)[number];

/** The rule the read models are built with until `iec-bets rescore` adopts another. */
export const DEFAULT_SCORING_RULE: ScoringRuleName = 'crowd-brier-v1';

/** The national split as it stood just before a user answered: what they knew, and what they could beat. */
export interface CrowdBefore {
  yes: number;
  total: number;
}

/** One resolved answer, as a rule sees it. */
export interface ResolvedAnswer {
  pickedYes: boolean;
  yesWasCorrect: boolean;
  crowdBefore: CrowdBefore;
}

export interface ScoringRule {
  name: ScoringRuleName;
  /**
   * Points of one resolved answer in millipoints (thousandths of a point), whole numbers: sums of them are exact,
   * so that taking an answer out again (a deleted question, a corrected outcome) leaves exactly what was there.
   */
  answerMillipoints(answer: ResolvedAnswer): number;
  /** What orders players: higher is better. */
  rankingScore(millipoints: number, resolvedAnswers: number): number;
  /** Players with fewer resolved answers are unranked: they show "—", not a rank. */
  minimumResolvedAnswers: number;
  /**
   * What orders players, in the words the leaderboard says it with: the figure shown on each row is not always the
   * order, and a board whose order seemed to contradict its points would read as broken.
   */
  rankedBy: string;
}

/** The Yes share the crowd gave before this answer; an even 0.5 when nobody had answered yet. */
export function crowdYesShare({ yes, total }: CrowdBefore): number {
  return total === 0 ? 0.5 : yes / total;
}

/** The number of resolved answers added to every record before dividing: one lucky answer cannot top the board. */
export const CROWD_BRIER_PRIOR_ANSWERS = 10;

/**
 * crowd-brier-v1: 100 × (crowd Brier − own Brier). Own Brier is 0 for a right pick and 1 for a wrong one; the crowd's
 * is (s − o)², s being the Yes share just before the answer and o 1 when Yes was right. Being right against a
 * confident crowd earns most (up to 100) and right along with it little; being wrong along with a crowd that was wrong
 * too costs little, and wrong against a crowd that was right costs most (down to −100). The ranking score is the total
 * divided by (resolved answers + 10).
 */
const crowdBrierV1: ScoringRule = {
  name: 'crowd-brier-v1',
  answerMillipoints({ pickedYes, yesWasCorrect, crowdBefore }) {
    const outcome = yesWasCorrect ? 1 : 0;
    const crowdBrier = (crowdYesShare(crowdBefore) - outcome) ** 2;
    const ownBrier = pickedYes === yesWasCorrect ? 0 : 1;
    return Math.round(100_000 * (crowdBrier - ownBrier));
  },
  rankingScore: (millipoints, resolvedAnswers) => millipoints / 1000 / (resolvedAnswers + CROWD_BRIER_PRIOR_ANSWERS),
  minimumResolvedAnswers: 3,
  rankedBy: `points won against the crowd ÷ (resolved answers + ${CROWD_BRIER_PRIOR_ANSWERS}), so that one lucky call cannot outrank a long record`,
};

/**
 * accuracy-v0: the rule before crowd-brier-v1, kept so that a rescore can compare with it. A right answer is a
 * point; players rank by Laplace-smoothed accuracy, (right + 1) / (resolved + 2).
 */
const accuracyV0: ScoringRule = {
  name: 'accuracy-v0',
  answerMillipoints: ({ pickedYes, yesWasCorrect }) => (pickedYes === yesWasCorrect ? 1000 : 0),
  rankingScore: (millipoints, resolvedAnswers) => (millipoints / 1000 + 1) / (resolvedAnswers + 2),
  minimumResolvedAnswers: 1,
  rankedBy: '(right answers + 1) ÷ (resolved answers + 2)',
};

export const scoringRules: Record<ScoringRuleName, ScoringRule> = {
  'crowd-brier-v1': crowdBrierV1,
  'accuracy-v0': accuracyV0,
};

export function isScoringRuleName(name: string): name is ScoringRuleName {
  return (SCORING_RULE_NAMES as readonly string[]).includes(name);
}

/** Millipoints as the points people read: one decimal. */
export function pointsOf(millipoints: number): number {
  return Math.round(millipoints / 100) / 10;
}
