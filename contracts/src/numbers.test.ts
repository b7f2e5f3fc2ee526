import { describe, expect, it } from 'vitest';
import { percentage } from './numbers.js';
import { timeAgo } from './time-ago.js';

describe('percentage', () => {
  it('rounds the share of the total', () => {
    expect(percentage(1, 3)).toBe(33);
    expect(percentage(2, 3)).toBe(67);
    expect(percentage(0, 0)).toBe(0);
  });
});

describe('timeAgo', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it('speaks in minutes, hours and days', () => {
    expect(timeAgo('2026-11-22T11:59:30Z', now)).toBe('just now');
    expect(timeAgo('2026-11-22T11:15:00Z', now)).toBe('45m ago');
    expect(timeAgo('2026-11-22T01:00:00Z', now)).toBe('11h ago');
    expect(timeAgo('2026-11-19T12:00:00Z', now)).toBe('3d ago');
  });
});
