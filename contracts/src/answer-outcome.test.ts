import { describe, expect, it } from 'vitest';
import { answerOutcome } from './answer-outcome.js';

describe('answerOutcome', () => {
  it('is null while the question is open or unresolved', () => {
    expect(answerOutcome({ optionId: 'yes' }, { isResolved: false, correctOptionId: null })).toBeNull();
  });

  it('tells a right answer from a wrong one once the question is resolved', () => {
    const resolvedYes = { isResolved: true, correctOptionId: 'yes' };
    expect(answerOutcome({ optionId: 'yes' }, resolvedYes)).toBe(true);
    expect(answerOutcome({ optionId: 'no' }, resolvedYes)).toBe(false);
  });

  it('follows a corrected resolution', () => {
    expect(answerOutcome({ optionId: 'yes' }, { isResolved: true, correctOptionId: 'no' })).toBe(false);
  });
});
