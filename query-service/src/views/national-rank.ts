import { ReadModel, type UserStatsDocument } from '@iec-bets/contracts';
import type { ReadStore } from '@iec-bets/platform';

/**
 * A player's national rank: 1 + the ranked players with a higher ranking score, so equal records share a rank.
 * Null while the scoring rule does not rank them. One count on the (ranked, score) index.
 */
export async function nationalRankOf(readStore: ReadStore, stats: UserStatsDocument | null): Promise<number | null> {
  if (!stats?.ranked) return null;
  return 1 + (await readStore.count(ReadModel.userStats, { ranked: true, score: { $gt: stats.score } }));
}
