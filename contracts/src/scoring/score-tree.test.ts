import { describe, expect, it } from 'vitest';
import { keyRange, playersAboveKey, scoreKey, scoreTreeNodeId, scoreTreePath, type ScoreTreeNode } from './score-tree.js';

const scores = [-100, -75.5, -3, -1e-9, -0, 0, 1e-9, 0.000123, 0.5, 0.5000001, 0.75, 1, 2.5, 3, 75.25, 100];

describe('score keys', () => {
  it('sort as the scores do, and equal scores (0 and -0 included) share a key', () => {
    const keys = scores.map(scoreKey);
    for (let i = 1; i < keys.length; i++) expect(keys[i]!).toBeGreaterThanOrEqual(keys[i - 1]!);
    expect(scoreKey(-0)).toBe(scoreKey(0));
    expect(scoreKey(-3)).toBeLessThan(scoreKey(-1e-9));
    expect(scoreKey(0.5)).toBeLessThan(scoreKey(0.75));
  });

  it('give each score the range of scores sharing its key, at most 1/4096 of the score wide', () => {
    for (const score of scores) {
      const { from, below } = keyRange(score);
      expect(from).toBeLessThanOrEqual(score);
      expect(below).toBeGreaterThan(score);
      expect(scoreKey(from)).toBe(scoreKey(score));
      expect(scoreKey(below)).toBe(scoreKey(score) + 1);
      if (score !== 0 && Math.abs(score) > 1e-300) expect((below - from) / Math.abs(score)).toBeLessThanOrEqual(2 ** -12);
    }
  });

  it('walk three levels from the root, each taking one byte of the key', () => {
    const path = scoreTreePath('national', 0x812345);
    expect(path.map(({ id, child }) => [id, child])).toEqual([
      ['0/0/national', 0x81],
      ['1/81/national', 0x23],
      ['2/8123/national', 0x45],
    ]);
  });
});

describe('score tree nodes', () => {
  it('stay few for a whole country of scores, so that a resolution writes its tree in one bounded transaction', () => {
    let seed = 11;
    const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const nodes = new Set<string>();
    for (let i = 0; i < 200_000; i++) {
      // Scores as crowd-brier-v1 gives them: between -100 and 100, most of them near 0.
      const score = (next() - 0.5) * 200 * next() ** 3;
      for (const { id } of scoreTreePath('national', scoreKey(score))) nodes.add(id);
    }
    expect(nodes.size).toBeLessThan(2000);
  });
});

describe('players above a key', () => {
  it("count the children right of the score's path at every level, and nothing on the path itself", () => {
    const key = scoreKey(0.5);
    const path = scoreTreePath('national', key);
    const node = (level: number, counts: Record<string, number>): ScoreTreeNode => ({
      id: scoreTreeNodeId('national', level, path[level]!.prefix),
      tree: 'national',
      level,
      prefix: path[level]!.prefix,
      counts,
      _position: 1,
    });
    const child = (level: number, by: number) => String(path[level]!.child + by);
    const nodes = [
      node(0, { [child(0, -1)]: 7, [child(0, 0)]: 10, [child(0, 1)]: 3 }),
      undefined,
      node(2, { [child(2, -2)]: 1, [child(2, 0)]: 2, [child(2, 5)]: 4 }),
    ];

    // 3 under a higher top byte, 4 under a higher last byte; the 2 sharing the whole key are counted elsewhere.
    expect(playersAboveKey('national', 0.5, nodes)).toBe(7);
  });
});
