import { rankingScore, type UserStatsDocument } from '@iec-bets/contracts';
import type { Evolved } from '../projection.js';

/**
 * Arithmetic on a user's statistics counters. Every "add" has an exact "remove", so that taking a deleted
 * question's answers out leaves the counters as if the question had never existed (no zero entries left behind).
 */
export type StatsCounters = Evolved<UserStatsDocument>;

export function emptyStats(userId: string): StatsCounters {
  return {
    id: userId,
    userId,
    totalAnswers: 0,
    resolvedAnswers: 0,
    correctAnswers: 0,
    answersByDay: {},
    resolvedByMonth: {},
    score: rankingScore(0, 0),
  };
}

function shiftDay(counts: Record<string, number>, day: string, by: 1 | -1): Record<string, number> {
  const next = { ...counts };
  const count = (next[day] ?? 0) + by;
  if (count > 0) next[day] = count;
  else delete next[day];
  return next;
}

export function addAnswer(stats: StatsCounters, day: string): StatsCounters {
  return { ...stats, totalAnswers: stats.totalAnswers + 1, answersByDay: shiftDay(stats.answersByDay, day, 1) };
}

export function removeAnswer(stats: StatsCounters, day: string): StatsCounters {
  return {
    ...stats,
    totalAnswers: Math.max(0, stats.totalAnswers - 1),
    answersByDay: shiftDay(stats.answersByDay, day, -1),
  };
}

function shiftResolution(stats: StatsCounters, correct: boolean, month: string, by: 1 | -1): StatsCounters {
  const resolvedAnswers = Math.max(0, stats.resolvedAnswers + by);
  const correctAnswers = Math.max(0, stats.correctAnswers + (correct ? by : 0));
  const resolvedByMonth = { ...stats.resolvedByMonth };
  const before = resolvedByMonth[month] ?? { resolved: 0, correct: 0 };
  const after = {
    resolved: Math.max(0, before.resolved + by),
    correct: Math.max(0, before.correct + (correct ? by : 0)),
  };
  if (after.resolved > 0) resolvedByMonth[month] = after;
  else delete resolvedByMonth[month];
  return {
    ...stats,
    resolvedAnswers,
    correctAnswers,
    resolvedByMonth,
    score: rankingScore(correctAnswers, resolvedAnswers),
  };
}

/** One more answer whose question was resolved in `month` (South African time). */
export function addResolution(stats: StatsCounters, correct: boolean, month: string): StatsCounters {
  return shiftResolution(stats, correct, month, 1);
}

export function removeResolution(stats: StatsCounters, correct: boolean, month: string): StatsCounters {
  return shiftResolution(stats, correct, month, -1);
}
