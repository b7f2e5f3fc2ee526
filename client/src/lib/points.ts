import { scoringRules, type ScoringRuleName } from '@iec-bets/contracts';

/** What the profile, the rankings and the leaderboard show in place of a rank or a figure that does not exist yet. */
export const NO_FIGURE = '—';

/**
 * Points as the boards show them: always signed and to one decimal, so that a gain reads as a gain (+23.5) and a loss
 * as a loss (−4.0, with a true minus sign, which screen readers say as "minus" and which is as wide as the plus).
 */
export function formatPoints(points: number): string {
  // A decimal point, not en-ZA's decimal comma: the scoring page and the rule's own numbers are written with points.
  const magnitude = Math.abs(points).toFixed(1);
  if (magnitude === '0.0') return magnitude;
  return `${points > 0 ? '+' : '−'}${magnitude}`;
}

/** Points only mean something once an answer has been resolved: before that a dash, like accuracy, not a zero. */
export const formatEarnedPoints = (points: number, resolvedAnswers: number): string =>
  resolvedAnswers === 0 ? NO_FIGURE : formatPoints(points);

/** A rank, or the dash of a player the rule does not rank yet: never a number that was not earned. */
export const formatRank = (rank: number | null): string => (rank === null ? NO_FIGURE : `#${rank.toLocaleString('en-ZA')}`);

/** Accuracy only means something once an answer has been resolved: before that it is a dash, not 0%. */
export const formatAccuracy = (accuracy: number, resolvedAnswers: number): string => (resolvedAnswers === 0 ? NO_FIGURE : `${accuracy}%`);

/** How many more resolved answers the rule wants before it ranks a player; 0 once it does. */
export function answersToRank(resolvedAnswers: number, rule: ScoringRuleName): number {
  return Math.max(0, scoringRules[rule].minimumResolvedAnswers - resolvedAnswers);
}

/** The line an unranked player reads instead of a rank, e.g. "Unranked — 2 more resolved answers to get a rank". */
export function unrankedGuidance(resolvedAnswers: number, rule: ScoringRuleName): string {
  const more = answersToRank(resolvedAnswers, rule);
  // A player with enough answers but no rank is one the rule itself left out; say so rather than count to zero.
  if (more === 0) return 'Unranked for now';
  return `Unranked — ${more} more resolved ${more === 1 ? 'answer' : 'answers'} to get a rank`;
}
