import { pointsOf, type UserStatsDocument } from '@iec-bets/contracts';

export interface RankedRow {
  userId: string;
  rank: number;
  points: number;
  rankingScore: number;
  resolvedAnswers: number;
}

/**
 * The national ranking as the leaderboard gives it: ranked players only, best score first, equal scores sharing a
 * rank (1, 2, 2, 4). Ties in user-id order, so that two tables of the same scores print alike.
 */
export function rankTable(stats: readonly UserStatsDocument[]): RankedRow[] {
  const ranked = stats
    .filter((doc) => doc.ranked)
    .sort((a, b) => b.score - a.score || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  const rows: RankedRow[] = [];
  ranked.forEach((doc, index) => {
    const previous = rows[index - 1];
    const rank = previous && ranked[index - 1]!.score === doc.score ? previous.rank : index + 1;
    rows.push({ userId: doc.userId, rank, points: pointsOf(doc.millipoints), rankingScore: doc.score, resolvedAnswers: doc.resolvedAnswers });
  });
  return rows;
}

/** How many players stand at another rank in `after` than in `before`, counting a player ranked in only one. */
export function movedRanks(before: readonly RankedRow[], after: readonly RankedRow[]): number {
  const rankBefore = new Map(before.map((row) => [row.userId, row.rank]));
  const rankAfter = new Map(after.map((row) => [row.userId, row.rank]));
  const everyone = new Set([...rankBefore.keys(), ...rankAfter.keys()]);
  let moved = 0;
  for (const userId of everyone) if (rankBefore.get(userId) !== rankAfter.get(userId)) moved++;
  return moved;
}
