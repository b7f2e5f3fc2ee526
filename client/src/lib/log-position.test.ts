import { describe, expect, it } from 'vitest';
import { parsePosition } from './log-position';

describe('parsePosition', () => {
  it('reads a position from a header or from JSON', () => {
    expect(parsePosition('0')).toBe(0);
    expect(parsePosition('4711')).toBe(4711);
    expect(parsePosition(4711)).toBe(4711);
  });

  it('refuses what is not a whole number from 0 up', () => {
    for (const value of [null, undefined, '', ' ', '-1', '1.5', '1e3', '0x10', '12abc', -1, 1.5, Number.NaN, '9007199254740993', 2 ** 53, {}, [3]]) {
      expect(parsePosition(value), String(value)).toBeUndefined();
    }
  });
});
