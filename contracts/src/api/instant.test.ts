import { describe, expect, it } from 'vitest';
import { instantWithOffset } from './instant.js';

const instant = instantWithOffset('Give a date');

describe('an instant given with an offset', () => {
  it('is kept as the UTC instant it names', () => {
    expect(instant.parse('2026-11-22T13:00:00+02:00')).toBe('2026-11-22T11:00:00.000Z');
    expect(instant.parse('9999-12-31T23:00:00Z')).toBe('9999-12-31T23:00:00.000Z');
  });

  it('is refused, with the same message as a malformed one, when its offset leaves the four-digit years', () => {
    for (const outside of ['9999-12-31T23:00:00-05:00', '0000-01-01T00:00:00+01:00']) {
      expect(instant.safeParse(outside).error?.issues.map((issue) => issue.message)).toEqual(['Give a date']);
    }
    expect(instant.safeParse('tomorrow').error?.issues.map((issue) => issue.message)).toEqual(['Give a date']);
  });
});
