import {
  DEFAULT_SCORING_RULE,
  dayStreak,
  percentage,
  pointsOf,
  type ScoringRuleName,
  type UserActivityDocument,
  type UserStats,
  type UserStatsDocument,
} from '@iec-bets/contracts';

/**
 * A user's statistics from their scoring record (none before their first resolved answer) and their activity (none
 * before their first answer). `rank` is their national rank (null while the scoring rule does not rank them);
 * `today` and `month` are South African calendar day and month, so a streak and "this month" follow local time.
 */
export function toUserStats(
  doc: UserStatsDocument | null,
  activity: UserActivityDocument | null,
  rank: number | null,
  today: string,
  month: string,
  /** The rule in force, which a player without a record will be scored by. */
  rule: ScoringRuleName = DEFAULT_SCORING_RULE,
): UserStats {
  const totalAnswers = activity?.totalAnswers ?? 0;
  const streak = activity ? dayStreak(Object.keys(activity.answersByDay), today) : 0;
  if (!doc) {
    return {
      totalAnswers,
      resolvedAnswers: 0,
      correctAnswers: 0,
      accuracy: 0,
      accuracyThisMonth: 0,
      points: 0,
      rankingScore: 0,
      scoringRule: rule,
      rank: null,
      nationalRank: null,
      streak,
    };
  }
  const thisMonth = doc.resolvedByMonth[month];
  return {
    totalAnswers,
    resolvedAnswers: doc.resolvedAnswers,
    correctAnswers: doc.correctAnswers,
    accuracy: percentage(doc.correctAnswers, doc.resolvedAnswers),
    accuracyThisMonth: thisMonth ? percentage(thisMonth.correct, thisMonth.resolved) : 0,
    points: pointsOf(doc.millipoints),
    rankingScore: doc.score,
    scoringRule: doc.scoringRule,
    rank,
    nationalRank: rank,
    streak,
  };
}
