import canonicalize from 'canonicalize';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json';

describe('canonical JSON in the browser', () => {
  it('writes exactly what the server hashes, byte for byte, for the awkward cases', () => {
    const values: unknown[] = [
      { b: 1, a: [true, null, 'x'], c: { z: 0, y: -0 } },
      // Code-unit order: "é" (U+00E9) before "😀" (a surrogate pair, D83D…) before "ｚ" (U+FF5A).
      { ｚ: 1, '😀': 2, é: 3, Z: 4, '': 5 },
      { text: 'Line\nbreak, "quotes", tab\t, control \u0001 and \u2028', n: [1e21, 1e-7, 0.1, 123456789012, -5.5] },
      { actorId: null, data: { questionId: 'q-1', options: [{ id: 'yes', text: 'Yes' }], skipped: undefined } },
      [undefined, 1],
    ];
    for (const value of values) expect(canonicalJson(value)).toBe(canonicalize(value));
  });

  it('refuses numbers JSON cannot carry rather than writing null', () => {
    expect(() => canonicalJson({ share: Number.NaN })).toThrow('No canonical JSON for the number NaN');
  });
});
