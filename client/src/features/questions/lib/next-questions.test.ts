import { describe, expect, it } from 'vitest';
import { aQuestion } from '@/test-support/fixtures';
import { formatCountdown, nextScheduledDay, nextSouthAfricanMidnight } from './next-questions';

describe('the countdown to the next questions', () => {
  it('counts to the coming midnight in South Africa, which is 22:00 UTC', () => {
    expect(nextSouthAfricanMidnight(new Date('2026-11-24T09:30:00Z')).toISOString()).toBe('2026-11-24T22:00:00.000Z');
  });

  it('counts to the next night once past 22:00 UTC, when it is already tomorrow in South Africa', () => {
    expect(nextSouthAfricanMidnight(new Date('2026-11-24T22:00:00Z')).toISOString()).toBe('2026-11-25T22:00:00.000Z');
    expect(nextSouthAfricanMidnight(new Date('2026-11-24T23:15:00Z')).toISOString()).toBe('2026-11-25T22:00:00.000Z');
  });

  it('crosses a month and a year end', () => {
    expect(nextSouthAfricanMidnight(new Date('2026-12-31T22:30:00Z')).toISOString()).toBe('2027-01-01T22:00:00.000Z');
  });

  it('shows hours, minutes and seconds, dropping the hours in the last hour', () => {
    expect(formatCountdown((5 * 3600 + 7 * 60 + 9) * 1000)).toBe('5h 07m 09s');
    expect(formatCountdown((7 * 60 + 9) * 1000 + 999)).toBe('07m 09s');
    expect(formatCountdown(-5)).toBe('00m 00s');
  });
});

describe('the next day a question is scheduled for', () => {
  // 23:30 UTC on the 24th is already the 25th in South Africa.
  const now = new Date('2026-11-24T23:30:00Z');

  it("is the earliest South African day after today's among the published questions", () => {
    const questions = [
      aQuestion({ id: 'later', date: '2026-11-29T11:00:00.000Z' }),
      aQuestion({ id: 'today', date: '2026-11-25T08:00:00.000Z' }),
      aQuestion({ id: 'next', date: '2026-11-26T20:00:00.000Z' }),
      aQuestion({ id: 'past', date: '2026-11-20T11:00:00.000Z' }),
    ];
    expect(nextScheduledDay(questions, now)).toBe('2026-11-26');
  });

  it('counts the day by South African time: 22:30 UTC on the 25th is the 26th there', () => {
    expect(nextScheduledDay([aQuestion({ date: '2026-11-25T22:30:00.000Z' })], now)).toBe('2026-11-26');
    expect(nextScheduledDay([aQuestion({ date: '2026-11-25T21:30:00.000Z' })], now)).toBeNull();
  });

  it('passes over a question already resolved or archived before its day, and is null when none is set', () => {
    const settled = [
      aQuestion({ date: '2026-11-27T11:00:00.000Z', isResolved: true }),
      aQuestion({ date: '2026-11-28T11:00:00.000Z', isArchived: true }),
    ];
    expect(nextScheduledDay(settled, now)).toBeNull();
    expect(nextScheduledDay([], now)).toBeNull();
  });
});
