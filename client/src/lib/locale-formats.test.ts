import { describe, expect, it } from 'vitest';
import { formatLongDate } from './dates';
import { formatCount } from './format-count';

// Written without Intl for speed: they must read exactly as Intl writes them for en-ZA.
describe('dates and counts written without Intl', () => {
  it('gives the South African calendar day, as Intl does, around midnight and across the year', () => {
    const intl = new Intl.DateTimeFormat('en-ZA', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Africa/Johannesburg' });
    const instants = ['2026-11-23T21:59:59Z', '2026-11-23T22:00:00Z', '2026-12-31T22:30:00Z', '2024-02-28T23:00:00Z', '2027-06-30T10:00:00Z'];
    for (let day = 0; day < 366; day += 7) instants.push(new Date(Date.UTC(2026, 0, 1, 21, 30) + day * 86_400_000).toISOString());
    for (const instant of instants) expect(formatLongDate(instant), instant).toBe(intl.format(new Date(instant)));
    expect(formatLongDate('2026-11-23T22:00:00Z')).toBe('24 November 2026');
  });

  it('sets thousands apart as toLocaleString does', () => {
    for (const count of [0, 1, 7, 999, 1000, 1234, 12_345, 999_999, 1_000_000, 1_234_567, 987_654_321]) {
      expect(formatCount(count), String(count)).toBe(count.toLocaleString('en-ZA'));
    }
    expect(formatCount(1234)).toBe('1\u00a0234');
  });
});
