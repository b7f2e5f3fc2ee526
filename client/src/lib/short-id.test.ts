import { describe, expect, it } from 'vitest';
import { shortId } from './short-id';

describe('shortId', () => {
  it('tells apart two accounts made in the same minute, whose ids begin alike', () => {
    const first = '019ad2f4-1c3e-7a01-8f2b-5d6e7f809a1b';
    const second = '019ad2f4-1c52-7b44-9c0d-1e2f3a4b5c6d';
    expect(shortId(first)).toHaveLength(8);
    expect(shortId(first)).not.toBe(shortId(second));
  });

  it('leaves no separator at the start of an id whose last eight characters begin with one', () => {
    expect(shortId('demo-user-12')).toBe('user-12');
  });
});
