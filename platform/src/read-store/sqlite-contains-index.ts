import type { IndexSpec } from './read-store.js';
import { assertContainsIndexField } from './read-store-validation.js';
import { fieldExpression, tableName } from './sqlite-query.js';

/**
 * A `contains` index on SQLite: an FTS5 table with the trigram tokenizer (SQLite's own substring index) beside the
 * collection's table, keyed by the document's rowid. The store keeps it in the same transaction as the documents
 * (sqlite-read-store.ts), adding a commit's texts after its documents, so that FTS5 writes them as one new segment.
 * (Triggers on the collection's table were tried first: every later statement of the transaction then made FTS5
 * write what it held as a segment of its own, one per document, and at 350,000 users merging those segments held a
 * replay to a few hundred events a second.)
 *
 * Why not documents of their own, one per suffix of the text: each suffix lands at a random place in a B-tree, and a
 * commit then writes a page for nearly every one of them. At 300,000 users the suffixes took 42% of a replay and
 * slowed it as the log grew (third quarter at 74% of the first); FTS5 writes each commit's terms as one new segment
 * and merges segments in the background of later commits.
 *
 * Trigrams find text of three characters or more. The texts are indexed with every character doubled ("zuma" as
 * "zzuummaa"), and so is the text looked for: then two characters ("zu" as "zzuu") make a trigram too, and the
 * doubled text contains the doubled search exactly when the text contains the search. A single character has no
 * trigram; that search reads the field of every document instead.
 *
 * The index knows a document by its table's rowid, which SQLite keeps for the row's life. VACUUM may number the rows
 * of a table without an INTEGER PRIMARY KEY (the collections' tables) afresh, so the read models' file must never be
 * vacuumed, and nothing here does.
 */

/** The SQL function an index made over existing documents reads their texts through; every connection defines it. */
export const DOUBLED_TEXT_FUNCTION = 'rm_doubled_text';

export function doubledText(text: string): string {
  let doubled = '';
  for (const character of text) doubled += character + character;
  return doubled;
}

/** The shortest search the index answers: the shortest text whose doubled form holds a trigram. */
export const SHORTEST_INDEXED_SEARCH = 2;

/** `contains_<collection>_<field>`: outside the `rm_` names, which are the collections' own tables. */
export function containsTableName(collection: string, field: string): string {
  assertContainsIndexField({ collection, fields: [field] });
  tableName(collection);
  return `contains_${collection}_${field}`;
}

/** Which index serves which collection and field: the text search tables' names alone cannot say. */
export const CREATE_CONTAINS_INDEXES_TABLE =
  'CREATE TABLE IF NOT EXISTS contains_indexes (name TEXT PRIMARY KEY, collection TEXT NOT NULL, field TEXT NOT NULL)';

/** The table, then the indexing of what the collection already holds. */
export function createContainsIndexStatements(spec: IndexSpec): string[] {
  const field = spec.fields[0]!;
  const index = containsTableName(spec.collection, field);
  return [
    // contentless_delete: the table keeps no copy of the text (the document has it) and still takes deletions.
    `CREATE VIRTUAL TABLE ${index} USING fts5(text, tokenize = 'trigram case_sensitive 1', content = '', contentless_delete = 1)`,
    `INSERT INTO contains_indexes (name, collection, field) VALUES ('${index}', '${spec.collection}', '${field}')`,
    `INSERT INTO ${index} (rowid, text) SELECT rowid, ${DOUBLED_TEXT_FUNCTION}(${fieldExpression(field)}) FROM ${tableName(spec.collection)}
     WHERE json_type(doc, '$.${field}') = 'text'`,
  ];
}

export function dropContainsIndexStatements(index: string): string[] {
  return [`DROP TABLE IF EXISTS ${index}`, `DELETE FROM contains_indexes WHERE name = '${index}'`];
}

/** The field's text in a document, if it holds text: what the index keeps of it. */
export function indexedText(doc: Record<string, unknown> | undefined, field: string): string | undefined {
  const value = doc?.[field];
  return typeof value === 'string' ? value : undefined;
}

/** The FTS5 query for documents whose text contains `text`: one phrase, its quotes doubled as FTS5 escapes them. */
export function containsMatch(text: string): string {
  return `"${doubledText(text).replaceAll('"', '""')}"`;
}
