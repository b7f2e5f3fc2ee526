import { describe, expect, it } from 'vitest';
import { etagMatches } from './etag-matches.js';

describe("whether a request's If-None-Match names the current version", () => {
  it('matches the tag alone, one of a list, a weak form of it, and *', () => {
    expect(etagMatches('"abc"', '"abc"')).toBe(true);
    expect(etagMatches('"old", "abc" ,"older"', '"abc"')).toBe(true);
    expect(etagMatches('W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches('*', '"abc"')).toBe(true);
  });

  it('matches neither another tag, nor a tag without its quotes, nor no header', () => {
    expect(etagMatches('"abd"', '"abc"')).toBe(false);
    expect(etagMatches('abc', '"abc"')).toBe(false);
    expect(etagMatches('', '"abc"')).toBe(false);
    expect(etagMatches(undefined, '"abc"')).toBe(false);
  });
});
