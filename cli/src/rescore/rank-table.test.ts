import type { UserStatsDocument } from '@iec-bets/contracts';
import { describe, expect, it } from 'vitest';
import { movedRanks, rankTable } from './rank-table.js';

const stats = (userId: string, millipoints: number, score: number, ranked = true): UserStatsDocument => ({
  id: userId,
  userId,
  resolvedAnswers: 5,
  correctAnswers: 3,
  resolvedByMonth: {},
  millipoints,
  score,
  ranked,
  scoringRule: 'crowd-brier-v1',
  _position: 1,
});

describe('the rank table of a rescore', () => {
  it('ranks the ranked players only, best first, with shared ranks for equal scores', () => {
    const table = rankTable([stats('c', 10_000, 1), stats('a', 50_000, 5), stats('b', 10_000, 1), stats('new', 90_000, 9, false)]);

    expect(table.map(({ userId, rank, points }) => [userId, rank, points])).toEqual([
      ['a', 1, 50],
      ['b', 2, 10],
      ['c', 2, 10],
    ]);
  });

  it('counts the players whose rank changes, those who enter or leave the ranking included', () => {
    const before = rankTable([stats('a', 0, 5), stats('b', 0, 4), stats('c', 0, 3), stats('d', 0, 2)]);
    const after = rankTable([stats('a', 0, 5), stats('b', 0, 3), stats('c', 0, 4), stats('e', 0, 1)]);

    // b and c swap, d leaves the ranking, e enters it; a stays first.
    expect(movedRanks(before, after)).toBe(4);
    expect(movedRanks(before, before)).toBe(0);
  });
});
