import type { ScoringRule, UserStatsDocument } from '@iec-bets/contracts';
import type { Evolved } from '../projection.js';

/**
 * Arithmetic on a user's statistics counters. Every "add" has an exact "remove", so that taking a deleted
 * question's answers out leaves the counters as if the question had never existed (no zero entries left behind).
 * Points are whole millipoints for the same reason: sums of them are exact.
 */
export type StatsCounters = Evolved<UserStatsDocument>;

function withRanking(stats: StatsCounters, rule: ScoringRule): StatsCounters {
  return {
    ...stats,
    score: rule.rankingScore(stats.millipoints, stats.resolvedAnswers),
    ranked: stats.resolvedAnswers >= rule.minimumResolvedAnswers,
    scoringRule: rule.name,
  };
}

/** One resolved answer as the counters take it: right or not, in which month, worth how many millipoints. */
export interface ResolutionOfAnswer {
  correct: boolean;
  /** South African month of the question's resolution (YYYY-MM). */
  month: string;
  millipoints: number;
}

function shiftResolution(stats: StatsCounters, resolution: ResolutionOfAnswer, rule: ScoringRule, by: 1 | -1): StatsCounters {
  const { correct, month, millipoints } = resolution;
  const resolvedByMonth = { ...stats.resolvedByMonth };
  const before = resolvedByMonth[month] ?? { resolved: 0, correct: 0, millipoints: 0 };
  const after = {
    resolved: Math.max(0, before.resolved + by),
    correct: Math.max(0, before.correct + (correct ? by : 0)),
    millipoints: before.millipoints + by * millipoints,
  };
  if (after.resolved > 0) resolvedByMonth[month] = after;
  else delete resolvedByMonth[month];
  return withRanking(
    {
      ...stats,
      resolvedAnswers: Math.max(0, stats.resolvedAnswers + by),
      correctAnswers: Math.max(0, stats.correctAnswers + (correct ? by : 0)),
      millipoints: stats.millipoints + by * millipoints,
      resolvedByMonth,
    },
    rule,
  );
}

/** One more resolved answer. */
export function addResolution(stats: StatsCounters, resolution: ResolutionOfAnswer, rule: ScoringRule): StatsCounters {
  return shiftResolution(stats, resolution, rule, 1);
}

export function removeResolution(stats: StatsCounters, resolution: ResolutionOfAnswer, rule: ScoringRule): StatsCounters {
  return shiftResolution(stats, resolution, rule, -1);
}
