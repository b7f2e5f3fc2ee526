import { describe, expect, it } from 'vitest';
import { TextIndexChanges } from './text-index-changes.js';

describe("a commit's text index changes", () => {
  it('removes the old text and adds the new one, by rising rowid, and leaves an unchanged text alone', () => {
    const changes = new TextIndexChanges();
    changes.record('t', 9, undefined, 'zulu');
    changes.record('t', 3, 'thabo', 'thabo');
    changes.record('t', 5, 'sipho', 'sipho_m');
    changes.record('t', 2, 'lerato', undefined);
    expect(changes.updates()).toEqual([{ table: 't', removals: [2, 5], additions: [{ rowid: 5, text: 'sipho_m' }, { rowid: 9, text: 'zulu' }] }]);
  });

  it('counts only the text before the commit and the text after it', () => {
    const changes = new TextIndexChanges();
    // Written twice: one addition, of the last text.
    changes.record('t', 1, undefined, 'a');
    changes.record('t', 1, 'a', 'b');
    // Written, then deleted: nothing.
    changes.record('t', 2, undefined, 'c');
    changes.record('t', 2, 'c', undefined);
    // The last document deleted and its rowid given to a new one: the old text goes, the new one comes.
    changes.record('t', 3, 'old', undefined);
    changes.record('t', 3, undefined, 'new');
    expect(changes.updates()).toEqual([{ table: 't', removals: [3], additions: [{ rowid: 1, text: 'b' }, { rowid: 3, text: 'new' }] }]);
  });

  it('keeps each index to its own changes', () => {
    const changes = new TextIndexChanges();
    changes.record('a', 1, undefined, 'x');
    changes.record('b', 1, 'y', undefined);
    expect(changes.updates()).toEqual([
      { table: 'a', removals: [], additions: [{ rowid: 1, text: 'x' }] },
      { table: 'b', removals: [1], additions: [] },
    ]);
  });
});
