import { describe, expect, it } from 'vitest';
import { dayNumber, dayStreak, southAfricanDay } from './calendar.js';

describe('calendar', () => {
  it('counts Day 0 on 2024-03-01 and a day per day after it', () => {
    expect(dayNumber('2024-03-01T10:00:00Z')).toBe(0);
    expect(dayNumber('2024-03-02T10:00:00Z')).toBe(1);
    expect(dayNumber('2025-03-01T10:00:00Z')).toBe(365);
  });

  it('uses South African time: 23:30 UTC is already the next day in Johannesburg', () => {
    expect(southAfricanDay('2026-11-21T23:30:00Z')).toBe('2026-11-22');
    expect(southAfricanDay('2026-11-21T21:59:59Z')).toBe('2026-11-21');
    expect(dayNumber('2024-02-29T22:00:00Z')).toBe(0);
  });

  it('gives each instant of the product\'s own form its day, whichever hours were asked about before it', () => {
    // The same hour twice, then the hour at which the day turns, then back: each answer its own.
    expect(southAfricanDay('2026-11-21T21:10:00.000Z')).toBe('2026-11-21');
    expect(southAfricanDay('2026-11-21T21:59:59.999Z')).toBe('2026-11-21');
    expect(southAfricanDay('2026-11-21T22:00:00.000Z')).toBe('2026-11-22');
    expect(southAfricanDay('2026-11-21T21:30:00.000Z')).toBe('2026-11-21');
    expect(southAfricanDay('2026-12-31T22:00:00.000Z')).toBe('2027-01-01');
    expect(southAfricanDay(new Date('2026-11-21T22:30:00.000Z'))).toBe('2026-11-22');
    expect(() => southAfricanDay('2026-13-45T99:00:00.000Z')).toThrow(RangeError);
  });

  it('counts a streak of consecutive days ending today or yesterday', () => {
    expect(dayStreak(['2026-11-20', '2026-11-21', '2026-11-22'], '2026-11-22')).toBe(3);
    expect(dayStreak(['2026-11-20', '2026-11-21'], '2026-11-22')).toBe(2);
    expect(dayStreak(['2026-11-19', '2026-11-21', '2026-11-22'], '2026-11-22')).toBe(2);
    expect(dayStreak(['2026-11-19', '2026-11-20'], '2026-11-22')).toBe(0);
    expect(dayStreak([], '2026-11-22')).toBe(0);
  });

  it('passes over the days on which nobody could answer, neither counting them nor breaking the streak', () => {
    const noQuestion = new Set(['2026-11-21']);
    expect(dayStreak(['2026-11-19', '2026-11-20', '2026-11-22'], '2026-11-22', noQuestion)).toBe(3);
    // Yesterday without a question, and today not answered yet: the streak still stands.
    expect(dayStreak(['2026-11-19', '2026-11-20'], '2026-11-22', noQuestion)).toBe(2);
    // A day with a question that the player missed still ends it.
    expect(dayStreak(['2026-11-18', '2026-11-20', '2026-11-22'], '2026-11-22', noQuestion)).toBe(2);
    // Quiet days before the first answer add nothing.
    expect(dayStreak(['2026-11-22'], '2026-11-22', new Set(['2026-11-19', '2026-11-20', '2026-11-21']))).toBe(1);
  });
});
