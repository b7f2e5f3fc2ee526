import { describe, expect, it } from 'vitest';
import { deleteWarning } from './delete-warning';

const question = { text: 'Will turnout pass 60%', isResolved: true, totalVotes: 1204 };

describe('the warning before a question is deleted', () => {
  it("tells that a resolved question's scored predictions leave their players' records", () => {
    expect(deleteWarning(question)).toBe(
      '“Will turnout pass 60%?”, its answers and its comments are taken down for good; only their authors still see them, in their own data. ' +
        "Its 1\u00a0204 predictions leave their players' records: points, accuracy and ranks change at once. This cannot be undone.",
    );
    expect(deleteWarning({ ...question, totalVotes: 1 })).toContain("Its 1 prediction leaves its player's record:");
  });

  it('says nothing of scores where none were given: an open question, or a resolved one nobody answered', () => {
    const plain = '“Will turnout pass 60%?”, its answers and its comments are taken down for good; only their authors still see them, in their own data. This cannot be undone.';
    expect(deleteWarning({ ...question, isResolved: false })).toBe(plain);
    expect(deleteWarning({ ...question, totalVotes: 0 })).toBe(plain);
  });
});
