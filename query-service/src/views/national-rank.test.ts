import {
  NATIONAL_SCORE_TREE,
  ReadModel,
  SCORE_TREE_COLLECTION,
  scoreKey,
  scoreTreePath,
  type ScoreTreeNode,
  type UserStatsDocument,
} from '@iec-bets/contracts';
import { openSqliteReadStore, type Filter, type ReadStore } from '@iec-bets/platform';
import { ensureReadModelIndexes } from '@iec-bets/projector';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countQuery } from '../../../platform/src/read-store/sqlite-query.js';
import { SqliteDatabase } from '../../../platform/src/sqlite/sqlite-driver.js';
import { nationalRankOf } from './national-rank.js';

const PLAYERS = 3000;

/** Scores between -20 and 20 in thousandths, so that some players tie; a few unranked players among them. */
function players(): UserStatsDocument[] {
  let seed = 7;
  const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  return Array.from({ length: PLAYERS }, (_, i) => ({
    id: `u${i}`,
    userId: `u${i}`,
    totalAnswers: 5,
    resolvedAnswers: 5,
    correctAnswers: 3,
    answersByDay: {},
    resolvedByMonth: {},
    millipoints: 0,
    score: Math.round((next() * 40 - 20) * 1000) / 1000,
    ranked: i % 50 !== 0,
    scoringRule: 'crowd-brier-v1' as const,
    _position: 1,
  }));
}

/** The national tree as the projector keeps it: each ranked player counted on every node of their score's path. */
function treeOf(stats: UserStatsDocument[]): ScoreTreeNode[] {
  const nodes = new Map<string, ScoreTreeNode>();
  for (const player of stats.filter((s) => s.ranked)) {
    for (const { id, level, prefix, child } of scoreTreePath(NATIONAL_SCORE_TREE, scoreKey(player.score))) {
      const node = nodes.get(id) ?? { id, tree: NATIONAL_SCORE_TREE, level, prefix, counts: {}, _position: 1 };
      node.counts[child] = (node.counts[child] ?? 0) + 1;
      nodes.set(id, node);
    }
  }
  return [...nodes.values()];
}

/** Counts what a rank costs: documents read by id, and the documents each count's range holds (its index entries). */
function costCounting(store: ReadStore) {
  const cost = { documents: 0, entries: 0 };
  const counting: ReadStore = Object.create(store);
  counting.get = (collection, id) => {
    cost.documents += 1;
    return store.get(collection, id);
  };
  counting.getMany = (collection, ids) => {
    cost.documents += ids.length;
    return store.getMany(collection, ids);
  };
  counting.count = async (collection, where) => {
    cost.entries += (await store.find(collection, { where })).length;
    return store.count(collection, where);
  };
  counting.find = () => Promise.reject(new Error('A rank finds no documents'));
  return { counting, cost };
}

describe('national ranks', () => {
  let dir: string;
  let store: ReadStore;
  let stats: UserStatsDocument[];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'national-rank-'));
    store = openSqliteReadStore({ file: join(dir, 'read-models.sqlite') });
    await ensureReadModelIndexes(store);
    stats = players();
    await store.commit({
      writes: [
        ...stats.map((doc) => ({ kind: 'put' as const, collection: ReadModel.userStats, doc })),
        ...treeOf(stats).map((doc) => ({ kind: 'put' as const, collection: SCORE_TREE_COLLECTION, doc })),
      ],
    });
  });
  afterAll(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('are 1 + the ranked players with a higher score, shared by equal scores, and none for the unranked', async () => {
    const ranked = stats.filter((s) => s.ranked);
    for (const player of stats.filter((_, i) => i % 7 === 0)) {
      const expected = player.ranked ? 1 + ranked.filter((other) => other.score > player.score).length : null;
      expect(await nationalRankOf(store, player)).toBe(expected);
    }
    const tied = ranked.find((a) => ranked.some((b) => b !== a && b.score === a.score))!;
    const twin = ranked.find((b) => b !== tied && b.score === tied.score)!;
    expect(await nationalRankOf(store, twin)).toBe(await nationalRankOf(store, tied));
  });

  it('cost the same few reads at the top, in the middle and at the bottom of the board', async () => {
    const byScore = stats.filter((s) => s.ranked).sort((a, b) => b.score - a.score);
    const costs = [];
    for (const player of [byScore[0]!, byScore[Math.floor(byScore.length / 2)]!, byScore.at(-1)!]) {
      const { counting, cost } = costCounting(store);
      const rank = await nationalRankOf(counting, player);
      costs.push({ rank, ...cost });
    }

    expect(costs.map(({ rank }) => rank)).toEqual([1, expect.any(Number), expect.any(Number)]);
    expect(costs[1]!.rank).toBeGreaterThan(1000);
    // The 3 nodes of the score's path, and the index entries of the few higher scores sharing its key, where counting
    // the higher scores would read a thousand and more.
    for (const { documents, entries } of costs) {
      expect(documents).toBe(3);
      expect(entries).toBeLessThanOrEqual(3);
    }
  });

  it("count the players sharing a score's key from one index range, bounded on both sides", () => {
    const db = new SqliteDatabase(join(dir, 'read-models.sqlite'), { readonly: true });
    try {
      const where: Filter = { ranked: true, score: { $gt: 1.5, $lt: 1.5000001 } };
      const query = countQuery(ReadModel.userStats, where);
      const plan = (db.prepare(`EXPLAIN QUERY PLAN ${query.sql}`).all(...query.params) as Array<{ detail: string }>)
        .map((row) => row.detail)
        .join('\n');
      expect(plan).toMatch(/SEARCH rm_user_stats USING INDEX rm_user_stats\(ranked,score,id\) \(<expr>=\? AND <expr>>\? AND <expr><\?\)/);
    } finally {
      db.close();
    }
  });
});
