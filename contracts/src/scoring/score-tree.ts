import { z } from 'zod';

/**
 * Ranks whose cost does not grow with the rank. A rank is 1 + the ranked players of a board with a higher score;
 * counting them one by one costs what the rank is (#250,000 reads 250,000 index entries). Instead the projector
 * keeps, per board, a tree of counts over the scores: a score's 24-bit key (the top bits of its float64, in an
 * order-preserving form: sign, exponent and 12 bits of mantissa) is read 8 bits at a time, and each node holds how
 * many ranked players there are under each of its 256 children. The players above a score are then the counts right
 * of its path at each of the 3 levels (3 small documents read by id), plus the few whose score shares its whole key
 * but is higher: one index range over a bucket 1/4096 of the score wide, whatever the rank.
 *
 * Why 24 bits: a resolution moves every answerer's score, and each page of it rewrites every tree node on an old or
 * new path of its players (see Projection.paging, `running`). With 24 bits the deepest nodes are the scores' 16-bit
 * prefixes (sign, exponent, 4 bits of mantissa): a few hundred for any realistic spread of scores, so that a page's
 * nodes stay far below the 10,000-document bound; 32 bits would add a node per 24-bit prefix, tens of thousands.
 *
 * Why a tree of fixed buckets rather than the alternatives: ranks recomputed per batch rewrite every player's
 * document when one score moves; an order-statistic tree keyed by player needs rebalancing, which is not a pure
 * per-event change; fixed buckets are pure arithmetic on the score, so a change is "-1 here, +1 there" on at most 6
 * nodes, and each page's deltas add to what the pages before left.
 */

/** The collection of the trees' nodes, one tree per board ('national', `month:YYYY-MM`, `tag:<tag>`). */
export const SCORE_TREE_COLLECTION = 'score_tree';

/** The tree of the national leaderboard; monthly and topic boards use their board name. */
export const NATIONAL_SCORE_TREE = 'national';

/** 3 levels of 8 bits: the 24-bit key of a score. */
export const SCORE_TREE_LEVELS = 3;
const BITS = 8;
const KEY_BITS = BITS * SCORE_TREE_LEVELS;

export const ScoreTreeNode = z.object({
  /** `<level>/<prefix in hex>/<tree>`. */
  id: z.string(),
  tree: z.string(),
  /** 0 is the root; the children of a level-2 node are single keys. */
  level: z.number().int().min(0).max(SCORE_TREE_LEVELS - 1),
  /** The key's top `8 × level` bits shared by everything under this node. */
  prefix: z.number().int().nonnegative(),
  /** Child (0–255, as text) -> ranked players under it; children without any are absent. */
  counts: z.record(z.string(), z.number().int().positive()),
  _position: z.number().int().positive(),
});
export type ScoreTreeNode = z.infer<typeof ScoreTreeNode>;

const float = new DataView(new ArrayBuffer(8));

/**
 * The top 24 bits of a score's float64, made to sort as the numbers do: positives get the sign bit set, negatives
 * are inverted (a larger magnitude is a smaller number). -0 is 0, so that equal scores share a key.
 */
export function scoreKey(score: number): number {
  float.setFloat64(0, score === 0 ? 0 : score);
  const high = float.getUint32(0);
  return (high & 0x80000000 ? ~high : high | 0x80000000) >>> (32 - KEY_BITS);
}

/** The smallest score whose key is `key`: every score with that key is at least this and below the next key's. */
export function keyStart(key: number): number {
  const high = (key << (32 - KEY_BITS)) >>> 0;
  if (high & 0x80000000) {
    float.setUint32(0, (high & 0x7fffffff) >>> 0);
    float.setUint32(4, 0);
  } else {
    // A negative number: all low bits set is the largest magnitude, so the smallest number.
    float.setUint32(0, ~high >>> 0);
    float.setUint32(4, 0xffffffff);
  }
  return float.getFloat64(0);
}

/** The score range sharing a score's key: the players in it above the score are counted from the stats' index. */
export function keyRange(score: number): { from: number; below: number } {
  const key = scoreKey(score);
  return { from: keyStart(key), below: keyStart(key + 1) };
}

export function scoreTreeNodeId(tree: string, level: number, prefix: number): string {
  return `${level}/${prefix.toString(16)}/${tree}`;
}

/** The node a key passes through at each level, and the child it takes there. */
export function scoreTreePath(tree: string, key: number): Array<{ id: string; level: number; prefix: number; child: number }> {
  const path = [];
  for (let level = 0; level < SCORE_TREE_LEVELS; level++) {
    const prefix = key >>> (KEY_BITS - BITS * level) >>> 0;
    const child = (key >>> (KEY_BITS - BITS * (level + 1))) & 0xff;
    path.push({ id: scoreTreeNodeId(tree, level, prefix), level, prefix, child });
  }
  return path;
}

/**
 * The ranked players whose score's key is above `score`'s: at each level of its path, the counts of the children
 * right of the one it takes. `nodes` are the path's nodes as read (a missing one counts nothing).
 */
export function playersAboveKey(tree: string, score: number, nodes: ReadonlyArray<ScoreTreeNode | null | undefined>): number {
  const byId = new Map(nodes.flatMap((node) => (node ? [[node.id, node] as const] : [])));
  let above = 0;
  for (const { id, child } of scoreTreePath(tree, scoreKey(score))) {
    for (const [other, count] of Object.entries(byId.get(id)?.counts ?? {})) {
      if (Number(other) > child) above += count;
    }
  }
  return above;
}
