import { dayStreak, percentage, pointsOf, type ScoringRecord, type UserActivityDocument, type UserStats } from '@iec-bets/contracts';

/**
 * A user's statistics from their scoring record (an empty one before their first resolved answer, see
 * emptyScoringRecord) and their activity (none before their first answer). `rank` is their national rank (null while
 * the scoring rule does not rank them); `today` and `month` are South African calendar day and month, so a streak and
 * "this month" follow local time.
 */
export function toUserStats(
  record: ScoringRecord,
  activity: UserActivityDocument | null,
  rank: number | null,
  today: string,
  month: string,
  quietDays?: ReadonlySet<string>,
): UserStats {
  const thisMonth = record.resolvedByMonth[month];
  return {
    totalAnswers: activity?.totalAnswers ?? 0,
    resolvedAnswers: record.resolvedAnswers,
    correctAnswers: record.correctAnswers,
    accuracy: percentage(record.correctAnswers, record.resolvedAnswers),
    accuracyThisMonth: thisMonth && thisMonth.resolved > 0 ? percentage(thisMonth.correct, thisMonth.resolved) : null,
    points: pointsOf(record.millipoints),
    rankingScore: record.score,
    scoringRule: record.scoringRule,
    rank,
    nationalRank: rank,
    streak: activity ? dayStreak(Object.keys(activity.answersByDay), today, quietDays) : 0,
    answeredToday: activity?.answersByDay[today] !== undefined,
  };
}
