import { describe, expect, it } from 'vitest';
import { resolveWarning } from './resolve-warning';

// 11:00 in South Africa on 6 December 2026; the question is dated that day.
const now = new Date('2026-12-06T09:00:00.000Z');
const today = { date: '2026-12-06T10:00:00.000Z', totalVotes: 1204 };

describe('the warning in the dialog that resolves a question', () => {
  it("counts the predictions it scores, and says that on the question's own day it ends them early", () => {
    expect(resolveWarning(today, now)).toBe(
      'Its 1\u00a0204 predictions are scored at once. Its day is not over: from now on nobody can predict it. A resolution cannot be taken back, only corrected.',
    );
    expect(resolveWarning({ ...today, totalVotes: 1 }, now)).toContain('Its 1 prediction is scored at once.');
  });

  it('says nothing of an early close once its day has passed, and that nobody is scored when nobody predicted it', () => {
    expect(resolveWarning({ date: '2026-12-05T10:00:00.000Z', totalVotes: 0 }, now)).toBe(
      'Nobody has predicted it, so nobody is scored. A resolution cannot be taken back, only corrected.',
    );
  });
});
