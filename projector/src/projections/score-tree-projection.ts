import {
  NATIONAL_SCORE_TREE,
  SCORE_TREE_COLLECTION,
  scoreKey,
  scoreTreeNodeId,
  scoreTreePath,
  type BoardStatsDocument,
  type RecordedEvent,
  type ScoreTreeNode,
  type UserStatsDocument,
} from '@iec-bets/contracts';
import type { Document } from '@iec-bets/platform';
import type { Evolved, Projection, ReadModelView, Target } from '../projection.js';
import { rememberedBoardStatsProjection, rememberedUserStatsProjection } from './remembered-stats-projections.js';

/** A record as the tree sees it: whether it is ranked, and its score. */
type RankedRecord = Document & { ranked: boolean; score: number };
type Moved<R> = { before: R | undefined; after: R | undefined };

/** What an event (or one page of a resolution) does to one node: players added (+) or taken out (-) under each child. */
export interface NodeDelta {
  tree: string;
  level: number;
  prefix: number;
  /** Child (as text) -> change in the count; never 0. */
  deltas: Record<string, number>;
}

class Deltas {
  private readonly byId = new Map<string, NodeDelta>();

  shift(tree: string, score: number, by: 1 | -1): void {
    for (const { id, level, prefix, child } of scoreTreePath(tree, scoreKey(score))) {
      const node = this.byId.get(id) ?? { tree, level, prefix, deltas: {} };
      const count = (node.deltas[child] ?? 0) + by;
      if (count === 0) delete node.deltas[child];
      else node.deltas[child] = count;
      this.byId.set(id, node);
    }
  }

  /** Nodes whose counts change: a player who moved within one key leaves every node as it was. */
  targets(): Array<Target<NodeDelta>> {
    return [...this.byId].filter(([, node]) => Object.keys(node.deltas).length > 0).map(([id, context]) => ({ id, context }));
  }
}

/**
 * The records an event changes, before and after, worked out by the records' own projection from the same view
 * and with the same `_position` guard the projector applies: a record that has seen the event already moves nothing.
 */
function movedRecords<R extends RankedRecord, C>(
  records: Projection<R, C>,
  event: RecordedEvent,
  view: ReadModelView,
): Array<Moved<R>> {
  const evolved = new Map<string, Moved<R>>();
  for (const { id, context } of records.targets(event, view)) {
    const earlier = evolved.get(id);
    const before = earlier ? earlier.before : view.get<R>(records.collection, id);
    if (!earlier && before && typeof before._position === 'number' && before._position >= event.position) continue;
    const current = earlier ? earlier.after : before;
    // Only `ranked`, `score` and the board are read from the result, which `_position` does not change.
    evolved.set(id, { before, after: records.evolve(current, event, context) as R | undefined });
  }
  return [...evolved.values()];
}

/** The tree of counts behind the ranks of one kind of record: the national statistics, or every board's. */
function scoreTreeOf<R extends RankedRecord, C>(
  records: Projection<R, C>,
  treeOf: (record: R) => string,
): Projection<ScoreTreeNode, NodeDelta> {
  return {
    collection: SCORE_TREE_COLLECTION,
    // Each page's moves are counted in with the page's records: a player whose record a large resolution has moved
    // already reads a rank among the records as they stand, not their new score against the old counts.
    paging: { kind: 'running' },
    // The nodes are named only once the records' changes are worked out; the records' own reads are declared by
    // their projection.
    reads: () => [],
    targets: (event, view) => {
      const deltas = new Deltas();
      for (const { before, after } of movedRecords(records, event, view)) {
        if (before?.ranked) deltas.shift(treeOf(before), before.score, -1);
        if (after?.ranked) deltas.shift(treeOf(after), after.score, 1);
      }
      return deltas.targets();
    },
    evolve: evolveNode,
  };
}

export function evolveNode(
  current: ScoreTreeNode | undefined,
  _event: RecordedEvent,
  node: NodeDelta,
): ScoreTreeNode | Evolved<ScoreTreeNode> | undefined {
  // Players who moved one way and back again leave the node as it was: no write.
  if (Object.keys(node.deltas).length === 0) return current;
  const counts = { ...current?.counts };
  for (const [child, by] of Object.entries(node.deltas)) {
    const count = (counts[child] ?? 0) + by;
    if (count > 0) counts[child] = count;
    else delete counts[child];
  }
  if (Object.keys(counts).length === 0) return undefined;
  const { tree, level, prefix } = node;
  return { id: scoreTreeNodeId(tree, level, prefix), tree, level, prefix, counts };
}

/** The national board's tree, kept from the players' statistics. */
export const nationalScoreTreeProjection = scoreTreeOf<UserStatsDocument, unknown>(
  rememberedUserStatsProjection,
  () => NATIONAL_SCORE_TREE,
);

/** One tree per monthly and topic board, kept from the players' records on them. */
export const boardScoreTreeProjection = scoreTreeOf<BoardStatsDocument, unknown>(
  rememberedBoardStatsProjection,
  (record) => record.board,
);
