import type { UserActivityDocument } from '@iec-bets/contracts';
import { describe, expect, it } from 'vitest';
import { streakAtStake } from './streak-at-stake.js';

const TODAY = '2026-03-10';
const activity = (...days: string[]): UserActivityDocument => ({
  id: 'thandi',
  userId: 'thandi',
  totalAnswers: days.length,
  answersByDay: Object.fromEntries(days.map((day) => [day, 1])),
  _position: 1,
});
const noQuietDays = new Set<string>();

describe('the streak a player loses at midnight', () => {
  it('is their streak through yesterday when they have not predicted today', () => {
    expect(streakAtStake(activity('2026-03-07', '2026-03-08', '2026-03-09'), TODAY, noQuietDays)).toBe(3);
  });

  it('is nothing once they have predicted today', () => {
    expect(streakAtStake(activity('2026-03-08', '2026-03-09', TODAY), TODAY, noQuietDays)).toBe(0);
  });

  it('is nothing for a single day, nor for a streak already broken yesterday', () => {
    expect(streakAtStake(activity('2026-03-09'), TODAY, noQuietDays)).toBe(0);
    expect(streakAtStake(activity('2026-03-07', '2026-03-08'), TODAY, noQuietDays)).toBe(0);
  });

  it('counts across a day on which nobody could predict', () => {
    expect(streakAtStake(activity('2026-03-07', '2026-03-09'), TODAY, new Set(['2026-03-08']))).toBe(2);
  });

  it('is nothing for a player who never predicted', () => {
    expect(streakAtStake(undefined, TODAY, noQuietDays)).toBe(0);
  });
});
