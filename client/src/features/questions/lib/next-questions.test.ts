import { describe, expect, it } from 'vitest';
import { formatCountdown, nextSouthAfricanMidnight } from './next-questions';

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
