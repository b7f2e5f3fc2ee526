import {
  NATIONAL_SCORE_TREE,
  ReadModel,
  SCORE_TREE_COLLECTION,
  keyRange,
  playersAboveKey,
  scoreKey,
  scoreTreePath,
  type BoardStatsDocument,
  type ScoreTreeNode,
  type UserStatsDocument,
} from '@iec-bets/contracts';
import type { Filter, ReadStore } from '@iec-bets/platform';

/**
 * 1 + the ranked players of a board with a higher score, so equal records share a rank; null while the scoring rule
 * does not rank the player. Bounded whatever the rank: the 3 nodes of the score's path in the board's score tree
 * (one read by id) count the players whose score's key is higher, and one index range counts those that share the
 * key but score higher (a bucket 1/4096 of the score wide).
 */
async function rankOn(
  readStore: ReadStore,
  tree: string,
  records: { collection: string; where: Filter },
  record: { ranked: boolean; score: number },
): Promise<number> {
  const ids = scoreTreePath(tree, scoreKey(record.score)).map((node) => node.id);
  const { below } = keyRange(record.score);
  const [nodes, sameKeyAbove] = await Promise.all([
    readStore.getMany<ScoreTreeNode>(SCORE_TREE_COLLECTION, ids),
    readStore.count(records.collection, { ...records.where, ranked: true, score: { $gt: record.score, $lt: below } }),
  ]);
  return 1 + playersAboveKey(tree, record.score, nodes) + sameKeyAbove;
}

/** A player's national rank, or null while unranked. */
export async function nationalRankOf(readStore: ReadStore, stats: UserStatsDocument | null): Promise<number | null> {
  if (!stats?.ranked) return null;
  return rankOn(readStore, NATIONAL_SCORE_TREE, { collection: ReadModel.userStats, where: {} }, stats);
}

/** A player's rank on a monthly or topic board, or null while unranked there. */
export async function boardRankOf(readStore: ReadStore, record: BoardStatsDocument | null): Promise<number | null> {
  if (!record?.ranked) return null;
  return rankOn(readStore, record.board, { collection: ReadModel.boardStats, where: { board: record.board } }, record);
}
