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

  it('counts a streak of consecutive days ending today or yesterday', () => {
    expect(dayStreak(['2026-11-20', '2026-11-21', '2026-11-22'], '2026-11-22')).toBe(3);
    expect(dayStreak(['2026-11-20', '2026-11-21'], '2026-11-22')).toBe(2);
    expect(dayStreak(['2026-11-19', '2026-11-21', '2026-11-22'], '2026-11-22')).toBe(2);
    expect(dayStreak(['2026-11-19', '2026-11-20'], '2026-11-22')).toBe(0);
    expect(dayStreak([], '2026-11-22')).toBe(0);
  });
});
