import { dayStreak, percentage, type UserStats, type UserStatsDocument } from '@iec-bets/contracts';

/**
 * A user's statistics from their counters. `higherScores` is how many players rank above them; `today` and
 * `month` are South African calendar day and month, so a streak and "this month" follow local time.
 */
export function toUserStats(doc: UserStatsDocument | null, higherScores: number, today: string, month: string): UserStats {
  if (!doc || doc.totalAnswers === 0) {
    return { totalAnswers: 0, resolvedAnswers: 0, correctAnswers: 0, accuracy: 0, accuracyThisMonth: 0, nationalRank: null, streak: 0 };
  }
  const thisMonth = doc.resolvedByMonth[month];
  return {
    totalAnswers: doc.totalAnswers,
    resolvedAnswers: doc.resolvedAnswers,
    correctAnswers: doc.correctAnswers,
    accuracy: percentage(doc.correctAnswers, doc.resolvedAnswers),
    accuracyThisMonth: thisMonth ? percentage(thisMonth.correct, thisMonth.resolved) : 0,
    nationalRank: higherScores + 1,
    streak: dayStreak(Object.keys(doc.answersByDay), today),
  };
}
