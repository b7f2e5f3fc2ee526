import { describe, expect, it } from 'vitest';
import { BODY_TOO_DEEP, bodyTextProblem, LONE_SURROGATE, MAX_BODY_DEPTH } from './well-formed-text.js';

/** `levels` arrays one inside the other around `inner`. */
const nestedArrays = (levels: number, inner: unknown = 1): unknown => {
  let value = inner;
  for (let level = 0; level < levels; level++) value = [value];
  return value;
};

describe('what a parsed body may hold', () => {
  it('takes the bodies routes take, strings of whole characters, emoji included', () => {
    expect(bodyTextProblem({ questionId: 'q-1', optionId: 'yes' })).toBeUndefined();
    expect(bodyTextProblem({ text: 'Sawubona 🇿🇦', options: [{ id: 'yes', text: 'Yes' }, { id: 'no', text: null }] })).toBeUndefined();
  });

  it('finds half a character in a value or in a key, however deep', () => {
    expect(bodyTextProblem({ text: 'a\ud800b' })).toBe(LONE_SURROGATE);
    expect(bodyTextProblem({ ['\udc00']: 1 })).toBe(LONE_SURROGATE);
    expect(bodyTextProblem({ options: [{ text: ['fine', '\ud83d'] }] })).toBe(LONE_SURROGATE);
  });

  it(`takes nesting up to ${MAX_BODY_DEPTH} levels and refuses one more`, () => {
    expect(bodyTextProblem(nestedArrays(MAX_BODY_DEPTH))).toBeUndefined();
    expect(bodyTextProblem(nestedArrays(MAX_BODY_DEPTH + 1))).toBe(BODY_TOO_DEEP);
  });

  it('answers, rather than overflowing the call stack, for nesting JSON.parse accepts', () => {
    const arrays = JSON.parse('['.repeat(100_000) + ']'.repeat(100_000)) as unknown;
    const objects = JSON.parse('{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000)) as unknown;
    expect(bodyTextProblem(arrays)).toBe(BODY_TOO_DEEP);
    expect(bodyTextProblem(objects)).toBe(BODY_TOO_DEEP);
  });
});
