import type { AnalyticsResponse } from '@iec-bets/contracts';
import { percentage } from '@iec-bets/contracts';

export interface AnalyticsSummary {
  answers: number;
  signUps: number;
  peakVoters: number;
  /** Correct share of the answers resolved in the period; null when nothing was resolved. */
  accuracy: number | null;
  questions: number;
  pendingSuggestions: number;
}

/** The period's headline figures, added up from its days. */
export function summarise(analytics: AnalyticsResponse): AnalyticsSummary {
  const sum = <T>(rows: T[], pick: (row: T) => number) => rows.reduce((total, row) => total + pick(row), 0);
  const resolved = sum(analytics.accuracy, (day) => day.resolvedAnswers);
  const correct = sum(analytics.accuracy, (day) => day.correctAnswers);
  return {
    answers: sum(analytics.daily, (day) => day.answers),
    signUps: sum(analytics.daily, (day) => day.signUps),
    peakVoters: Math.max(0, ...analytics.daily.map((day) => day.activeVoters)),
    accuracy: resolved === 0 ? null : percentage(correct, resolved),
    questions: analytics.questions.length,
    pendingSuggestions: analytics.suggestions.pending,
  };
}
