import type { QuestionDocument } from '@iec-bets/contracts';
import { aQuestionDocument } from '@iec-bets/testing';
import { describe, expect, it } from 'vitest';
import { alertStillTrue } from './alert-still-true.js';

const open = aQuestionDocument();
const resolvedYes: QuestionDocument = { ...open, isActive: false, isResolved: true, correctOptionId: 'yes', resolvedAt: '2026-12-04T10:00:00.000Z' };

describe('whether an alert still tells the truth about its question', () => {
  it('says "predict now" only while the question takes answers', () => {
    expect(alertStillTrue(open, { kind: 'new-question' })).toBe(true);
    expect(alertStillTrue(null, { kind: 'new-question' })).toBe(false);
    expect(alertStillTrue({ ...open, isArchived: true, isActive: false }, { kind: 'new-question' })).toBe(false);
    expect(alertStillTrue(resolvedYes, { kind: 'new-question' })).toBe(false);
  });

  it('names an outcome only while it is the outcome, archived or not', () => {
    expect(alertStillTrue(resolvedYes, { kind: 'question-resolved', correctOptionId: 'yes' })).toBe(true);
    expect(alertStillTrue({ ...resolvedYes, isArchived: true }, { kind: 'question-resolved', correctOptionId: 'yes' })).toBe(true);
    expect(alertStillTrue(resolvedYes, { kind: 'question-resolved', correctOptionId: 'no' })).toBe(false);
    expect(alertStillTrue(resolvedYes, { kind: 'resolution-corrected', correctOptionId: 'no' })).toBe(false);
    expect(alertStillTrue({ ...resolvedYes, correctOptionId: 'no' }, { kind: 'resolution-corrected', correctOptionId: 'no' })).toBe(true);
    expect(alertStillTrue(null, { kind: 'resolution-corrected', correctOptionId: 'no' })).toBe(false);
  });
});
