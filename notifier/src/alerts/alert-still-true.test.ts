import type { QuestionDocument } from '@iec-bets/contracts';
import { aQuestionDocument } from '@iec-bets/testing';
import { describe, expect, it } from 'vitest';
import { alertStillTrue } from './alert-still-true.js';

// The question is for 20 November 2026 in South Africa; these checks are made on that day unless they say otherwise.
const open = aQuestionDocument();
const onItsDay = new Date('2026-11-20T15:00:00.000Z');
const resolvedYes: QuestionDocument = { ...open, isActive: false, isResolved: true, correctOptionId: 'yes', resolvedAt: '2026-12-04T10:00:00.000Z' };

describe('whether an alert still tells the truth about its question', () => {
  it('says "predict now" only while the question takes answers', () => {
    expect(alertStillTrue(open, { kind: 'new-question' }, onItsDay)).toBe(true);
    expect(alertStillTrue(null, { kind: 'new-question' }, onItsDay)).toBe(false);
    expect(alertStillTrue({ ...open, isArchived: true, isActive: false }, { kind: 'new-question' }, onItsDay)).toBe(false);
    expect(alertStillTrue(resolvedYes, { kind: 'new-question' }, onItsDay)).toBe(false);
  });

  it('says "predict now" only until the end of the question\'s South African day', () => {
    expect(alertStillTrue(open, { kind: 'new-question' }, new Date('2026-11-20T21:59:59.999Z'))).toBe(true);
    expect(alertStillTrue(open, { kind: 'new-question' }, new Date('2026-11-20T22:00:00.000Z'))).toBe(false);
    expect(alertStillTrue(open, { kind: 'new-question' }, new Date('2026-12-05T08:00:00.000Z'))).toBe(false);
  });

  it('names an outcome whenever it comes, days after the question\'s own', () => {
    expect(alertStillTrue(resolvedYes, { kind: 'question-resolved', correctOptionId: 'yes' }, new Date('2026-12-05T08:00:00.000Z'))).toBe(true);
  });

  it('names an outcome only while it is the outcome, archived or not', () => {
    expect(alertStillTrue(resolvedYes, { kind: 'question-resolved', correctOptionId: 'yes' }, onItsDay)).toBe(true);
    expect(alertStillTrue({ ...resolvedYes, isArchived: true }, { kind: 'question-resolved', correctOptionId: 'yes' }, onItsDay)).toBe(true);
    expect(alertStillTrue(resolvedYes, { kind: 'question-resolved', correctOptionId: 'no' }, onItsDay)).toBe(false);
    expect(alertStillTrue(resolvedYes, { kind: 'resolution-corrected', correctOptionId: 'no' }, onItsDay)).toBe(false);
    expect(alertStillTrue({ ...resolvedYes, correctOptionId: 'no' }, { kind: 'resolution-corrected', correctOptionId: 'no' }, onItsDay)).toBe(true);
    expect(alertStillTrue(null, { kind: 'resolution-corrected', correctOptionId: 'no' }, onItsDay)).toBe(false);
  });
});
