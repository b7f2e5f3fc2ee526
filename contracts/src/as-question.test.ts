import { describe, expect, it } from 'vitest';
import { asQuestion } from './as-question.js';

describe('asQuestion', () => {
  it('adds the question mark an admin left out', () => {
    expect(asQuestion('Will turnout pass 60%')).toBe('Will turnout pass 60%?');
  });

  it('keeps the one an admin wrote, and never doubles it', () => {
    expect(asQuestion('Will the GNU hold until tomorrow?')).toBe('Will the GNU hold until tomorrow?');
    expect(asQuestion('Will the GNU hold until tomorrow? ')).toBe('Will the GNU hold until tomorrow?');
  });
});
