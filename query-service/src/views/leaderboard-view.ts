import {
  dayStreak,
  percentage,
  pointsOf,
  type BoardStatsDocument,
  type LeaderboardEntry,
  type LeaderboardSummary,
  type PredictorTotalsDocument,
  type ScoringRecord,
  type UserActivityDocument,
  type UserDocument,
} from '@iec-bets/contracts';
import { compareText } from './compare-text.js';

/**
 * Ranks of statistics already sorted by `byScore`, starting at the top of their scope: each ranked player's is
 * 1 + the number of higher scores before it, so equal records share a rank and the next rank skips (1, 2, 2, 4).
 * Players the scoring rule does not rank yet (too few resolved answers) come last and get null.
 */
export function ranksOf(sorted: ReadonlyArray<{ ranked: boolean; score: number }>): Array<number | null> {
  const ranks: Array<number | null> = [];
  sorted.forEach((stats, index) => {
    const previous = sorted[index - 1];
    if (!stats.ranked) ranks.push(null);
    else ranks.push(previous?.ranked && previous.score === stats.score ? ranks[index - 1]! : index + 1);
  });
  return ranks;
}

/**
 * Ranked players first, best score first; then the unranked, the most resolved answers first. Ties in a fixed order
 * (by user id) so that a list does not shuffle between reads.
 */
export function byScore(a: ScoringRecord, b: ScoringRecord): number {
  if (a.ranked !== b.ranked) return a.ranked ? -1 : 1;
  const order = a.ranked ? b.score - a.score : b.resolvedAnswers - a.resolvedAnswers;
  return order || compareText(a.userId, b.userId);
}

/** How many answers a player has given, and their streak of days with one, from their activity (none: no answers). */
function activityFigures(
  activity: UserActivityDocument | undefined,
  today: string,
  quietDays: ReadonlySet<string> | undefined,
): Pick<LeaderboardEntry, 'totalAnswers' | 'streak'> {
  return activity
    ? { totalAnswers: activity.totalAnswers, streak: dayStreak(Object.keys(activity.answersByDay), today, quietDays) }
    : { totalAnswers: 0, streak: 0 };
}

/** What an entry shows of a player's record, whichever board it is on. */
type ShownRecord = Pick<ScoringRecord, 'userId' | 'millipoints' | 'score' | 'scoringRule' | 'correctAnswers' | 'resolvedAnswers'>;

function entryOf(
  record: ShownRecord,
  user: UserDocument,
  rank: number | null,
  figures: Pick<LeaderboardEntry, 'totalAnswers' | 'streak'>,
): LeaderboardEntry {
  return {
    rank,
    userId: record.userId,
    name: user.name,
    username: user.username,
    isAdmin: user.isAdmin,
    points: pointsOf(record.millipoints),
    rankingScore: record.score,
    scoringRule: record.scoringRule,
    accuracy: percentage(record.correctAnswers, record.resolvedAnswers),
    resolvedAnswers: record.resolvedAnswers,
    ...figures,
  };
}

export function toLeaderboardEntry(
  stats: ScoringRecord,
  activity: UserActivityDocument | undefined,
  user: UserDocument,
  rank: number | null,
  today: string,
  quietDays?: ReadonlySet<string>,
): LeaderboardEntry {
  return entryOf(stats, user, rank, activityFigures(activity, today, quietDays));
}

/** An entry of a monthly or topic board: the record on that board, with the player's overall answers and streak. */
export function toBoardEntry(
  doc: BoardStatsDocument,
  activity: UserActivityDocument | undefined,
  user: UserDocument,
  rank: number | null,
  today: string,
  quietDays?: ReadonlySet<string>,
): LeaderboardEntry {
  // Without an activity document to count from, a player on a board has answered at least what it scored of theirs.
  const figures = activity ? activityFigures(activity, today, quietDays) : { totalAnswers: doc.resolvedAnswers, streak: 0 };
  return entryOf(doc, user, rank, figures);
}

/**
 * The summary tiles. `activePredictors`: users with at least one answer (to a question that still exists).
 * `averageAccuracy`: the mean of each user's own accuracy over the users with at least one resolved answer,
 * rounded to a whole percent (every such user weighs the same, however many answers they gave); 0 without any.
 * `totalQuestions`: questions published and not deleted, archived ones included.
 */
export function toLeaderboardSummary(totals: PredictorTotalsDocument | null, publishedQuestions: number): LeaderboardSummary {
  const rated = totals?.ratedPredictors ?? 0;
  return {
    activePredictors: totals?.predictors ?? 0,
    averageAccuracy: rated === 0 ? 0 : Math.min(100, Math.max(0, Math.round((totals!.accuracySum / rated) * 100))),
    totalQuestions: publishedQuestions,
  };
}
