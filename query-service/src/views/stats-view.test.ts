import type { UserStatsDocument } from '@iec-bets/contracts';
import { describe, expect, it } from 'vitest';
import { toUserStats } from './stats-view.js';

const counters: UserStatsDocument = {
  id: 'u1',
  userId: 'u1',
  totalAnswers: 5,
  resolvedAnswers: 3,
  correctAnswers: 2,
  answersByDay: { '2026-11-20': 2, '2026-11-21': 2, '2026-11-22': 1 },
  resolvedByMonth: { '2026-10': { resolved: 2, correct: 2 }, '2026-11': { resolved: 1, correct: 0 } },
  score: 0.6,
  _position: 9,
};

describe('toUserStats', () => {
  it('derives accuracy, accuracy this month, rank and streak from the counters', () => {
    expect(toUserStats(counters, 4, '2026-11-22', '2026-11')).toEqual({
      totalAnswers: 5,
      resolvedAnswers: 3,
      correctAnswers: 2,
      accuracy: 67,
      accuracyThisMonth: 0,
      nationalRank: 5,
      streak: 3,
    });
    expect(toUserStats(counters, 0, '2026-11-24', '2026-10')).toMatchObject({ accuracyThisMonth: 100, nationalRank: 1, streak: 0 });
  });

  it('gives no rank before a first answer', () => {
    expect(toUserStats(null, 7, '2026-11-22', '2026-11')).toMatchObject({ totalAnswers: 0, accuracy: 0, nationalRank: null });
  });
});
