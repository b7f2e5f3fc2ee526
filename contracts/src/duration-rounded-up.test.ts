import { describe, expect, it } from 'vitest';
import { durationRoundedUp } from './duration-rounded-up.js';

describe('a stretch of time rounded up to its largest unit', () => {
  it.each([
    [0, 1, 'second'],
    [30, 30, 'second'],
    [59.2, 1, 'minute'],
    [61, 2, 'minute'],
    [3_540, 59, 'minute'],
    [3_599, 1, 'hour'],
    [5_400, 2, 'hour'],
    [86_399, 1, 'day'],
    [90_000, 2, 'day'],
  ] as const)('%d seconds is %d %s', (seconds, count, unit) => {
    expect(durationRoundedUp(seconds)).toEqual({ count, unit });
  });

  it('goes no smaller than the unit asked for', () => {
    expect(durationRoundedUp(0, 'minute')).toEqual({ count: 1, unit: 'minute' });
    expect(durationRoundedUp(20, 'minute')).toEqual({ count: 1, unit: 'minute' });
    expect(durationRoundedUp(61, 'minute')).toEqual({ count: 2, unit: 'minute' });
    expect(durationRoundedUp(7_200, 'minute')).toEqual({ count: 2, unit: 'hour' });
  });
});
