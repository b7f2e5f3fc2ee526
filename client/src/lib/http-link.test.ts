import { describe, expect, it } from 'vitest';
import { httpLink } from './http-link';

describe('httpLink', () => {
  it('keeps http and https addresses', () => {
    expect(httpLink('https://www.elections.org.za/results')).toBe('https://www.elections.org.za/results');
    expect(httpLink('http://example.org/proof')).toBe('http://example.org/proof');
  });

  it('turns a script, a data URL, a relative path and anything not a string into no link', () => {
    for (const value of ['javascript:alert(1)', 'data:text/html,hi', '/relative/path', '', '   ', 42, null, undefined]) {
      expect(httpLink(value), String(value)).toBeNull();
    }
  });
});
