import { emptyScoringRecord, scoringRules, type UserActivityDocument, type UserStatsDocument } from '@iec-bets/contracts';
import { describe, expect, it } from 'vitest';
import { toUserStats } from './stats-view.js';

const counters: UserStatsDocument = {
  id: 'u1',
  userId: 'u1',
  resolvedAnswers: 3,
  correctAnswers: 2,
  resolvedByMonth: {
    '2026-10': { resolved: 2, correct: 2, millipoints: 50_000 },
    '2026-11': { resolved: 1, correct: 0, millipoints: -75_000 },
  },
  millipoints: -25_000,
  score: -25 / 13,
  ranked: true,
  scoringRule: 'crowd-brier-v1',
  _position: 9,
};

const activity: UserActivityDocument = {
  id: 'u1',
  userId: 'u1',
  totalAnswers: 5,
  answersByDay: { '2026-11-20': 2, '2026-11-21': 2, '2026-11-22': 1 },
  _position: 9,
};

/** The record of a player before their first resolved answer. */
const nothingResolved = emptyScoringRecord('u1', scoringRules['crowd-brier-v1']);

describe('toUserStats', () => {
  it('derives points, accuracy, accuracy this month and streak from the counters, beside the rank', () => {
    expect(toUserStats(counters, activity, 5, '2026-11-22', '2026-11')).toEqual({
      totalAnswers: 5,
      resolvedAnswers: 3,
      correctAnswers: 2,
      accuracy: 67,
      accuracyThisMonth: 0,
      points: -25,
      rankingScore: -25 / 13,
      scoringRule: 'crowd-brier-v1',
      rank: 5,
      nationalRank: 5,
      streak: 3,
      answeredToday: true,
    });
    expect(toUserStats(counters, activity, 1, '2026-11-24', '2026-10')).toMatchObject({ accuracyThisMonth: 100, rank: 1, streak: 0, answeredToday: false });
    // The day after their last answer the streak still stands, but today's part of it is still to be kept.
    expect(toUserStats(counters, activity, 1, '2026-11-23', '2026-11')).toMatchObject({ streak: 3, answeredToday: false });
    // A month in which none of their answers is resolved yet has no accuracy, not 0%.
    expect(toUserStats(counters, activity, 1, '2026-12-02', '2026-12')).toMatchObject({ accuracy: 67, accuracyThisMonth: null });
  });

  it('gives no rank before a first answer', () => {
    expect(toUserStats(nothingResolved, null, null, '2026-11-22', '2026-11')).toMatchObject({ totalAnswers: 0, accuracy: 0, points: 0, rank: null, nationalRank: null, streak: 0, answeredToday: false });
  });

  it('counts the answers and the streak of a player none of whose answers is resolved yet, unranked', () => {
    expect(toUserStats(nothingResolved, activity, null, '2026-11-22', '2026-11')).toEqual({
      totalAnswers: 5,
      resolvedAnswers: 0,
      correctAnswers: 0,
      accuracy: 0,
      accuracyThisMonth: null,
      points: 0,
      rankingScore: 0,
      scoringRule: 'crowd-brier-v1',
      rank: null,
      nationalRank: null,
      streak: 3,
      answeredToday: true,
    });
  });
});
