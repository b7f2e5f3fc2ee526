import canonicalize from 'canonicalize';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json.js';

describe('canonical JSON, on the server and in the browser', () => {
  it('writes exactly what the server hashes, byte for byte, for the awkward cases', () => {
    const values: unknown[] = [
      { b: 1, a: [true, null, 'x'], c: { z: 0, y: -0 } },
      // Code-unit order: "é" (U+00E9) before "😀" (a surrogate pair, D83D…) before "ｚ" (U+FF5A).
      { ｚ: 1, '😀': 2, é: 3, Z: 4, '': 5 },
      { text: 'Line\nbreak, "quotes", tab\t, control \u0001 and \u2028', n: [1e21, 1e-7, 0.1, 123456789012, -5.5] },
      { actorId: null, data: { questionId: 'q-1', options: [{ id: 'yes', text: 'Yes' }], skipped: undefined } },
      [undefined, 1],
      { path: 'C:\\data\\x', nul: '\u0000', unit: '\u001f', del: '\u007f', pair: 'a😀b', quote: '"' },
    ];
    for (const value of values) expect(canonicalJson(value)).toBe(canonicalize(value));
  });

  it('agrees with the JCS library on thousands of generated events', () => {
    // A small seeded generator, so that a failure names a value that can be found again.
    let seed = 20261125;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const texts = ['', 'yes', 'Ja', 'ｚ', '😀', 'é', 'line\nbreak', 'quote"s', '\u2028', 'questionId', 'a', 'B', 'back\\slash', '\u0000', '\u001f\u007f', 'x😀y'];
    const generate = (depth: number): unknown => {
      const pick = Math.floor(next() * (depth > 3 ? 5 : 8));
      if (pick === 0) return null;
      if (pick === 1) return next() < 0.5;
      if (pick === 2) return Math.round((next() - 0.5) * 10 ** Math.floor(next() * 25)) / 10 ** Math.floor(next() * 8);
      if (pick === 3) return texts[Math.floor(next() * texts.length)];
      if (pick === 4) return undefined;
      if (pick === 5) return Array.from({ length: Math.floor(next() * 4) }, () => generate(depth + 1));
      return Object.fromEntries(Array.from({ length: Math.floor(next() * 5) }, () => [texts[Math.floor(next() * texts.length)]!, generate(depth + 1)]));
    };
    for (let run = 0; run < 3_000; run++) {
      const value = { actorId: next() < 0.3 ? null : `user-${run}`, data: generate(0) };
      expect(canonicalJson(value)).toBe(canonicalize(value));
    }
  });

  it('refuses half a character, which JCS has no form for, in a value or a key', () => {
    expect(() => canonicalJson({ text: 'a\ud800' })).toThrow('lone surrogate');
    expect(() => canonicalJson({ ['\udc00']: 1 })).toThrow('lone surrogate');
    expect(() => canonicalize({ text: 'a\ud800' })).toThrow();
  });

  it('refuses numbers JSON cannot carry rather than writing null', () => {
    expect(() => canonicalJson({ share: Number.NaN })).toThrow('No canonical JSON for the number NaN');
  });
});
