/**
 * What a commit does to its text search indexes, worked out from its writes in order and applied once at the end.
 *
 * Each entry is a document's text under its rowid: the text it had before the commit and the one it has after.
 * Only the two ends count, so a document written twice, or written and deleted, in one commit costs one change or
 * none, and a rowid that SQLite hands to a new document after deleting the last one still loses the old text.
 * The changes come out by index, the removals and then the additions each in rising rowid order: FTS5 adds to the
 * segment it is writing only while rowids rise, and starts another segment otherwise.
 */
export interface TextIndexUpdate {
  table: string;
  removals: number[];
  additions: Array<{ rowid: number; text: string }>;
}

interface Ends {
  before: string | undefined;
  after: string | undefined;
}

export class TextIndexChanges {
  private readonly byTable = new Map<string, Map<number, Ends>>();

  /** A write of the document under `rowid`: `before` is its text as stored before this write, `after` as written. */
  record(table: string, rowid: number, before: string | undefined, after: string | undefined): void {
    let rows = this.byTable.get(table);
    if (!rows) this.byTable.set(table, (rows = new Map()));
    const known = rows.get(rowid);
    if (known) known.after = after;
    else rows.set(rowid, { before, after });
  }

  updates(): TextIndexUpdate[] {
    return [...this.byTable].map(([table, rows]) => {
      const changed = [...rows].filter(([, { before, after }]) => before !== after).sort(([a], [b]) => a - b);
      return {
        table,
        removals: changed.filter(([, { before }]) => before !== undefined).map(([rowid]) => rowid),
        additions: changed.flatMap(([rowid, { after }]) => (after === undefined ? [] : [{ rowid, text: after }])),
      };
    });
  }
}
