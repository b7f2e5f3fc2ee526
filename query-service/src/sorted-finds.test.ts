import { openSqliteReadStore, type ReadStore } from '@iec-bets/platform';
import { ensureReadModelIndexes, readModelIndexes } from '@iec-bets/projector';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The SQL a find becomes, and the driver, are the platform's internals: a test of the indexes' fit reads them.
import { mongoField, mongoFilter, mongoSort } from '../../platform/src/read-store/mongodb-query.js';
import { findQuery } from '../../platform/src/read-store/sqlite-query.js';
import { SqliteDatabase } from '../../platform/src/sqlite/sqlite-driver.js';
import { sortedFinds, type SortedFind } from './test-support/sorted-finds.js';

const source = new URL('.', import.meta.url).pathname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test-support' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('sorted finds of the query side', () => {
  it('are all listed, so that each is checked against the indexes', () => {
    const sorting = sourceFiles(source)
      .filter((file) => /orderBy: /.test(readFileSync(file, 'utf8')))
      .map((file) => relative(source, file))
      .sort();
    expect([...new Set(sortedFinds.map((find) => find.file))].sort()).toEqual(sorting);
  });
});

describe('SQLite plans of the sorted finds', () => {
  let dir: string;
  let store: ReadStore;
  let db: SqliteDatabase;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'sorted-finds-'));
    const file = join(dir, 'read-models.sqlite');
    store = openSqliteReadStore({ file });
    await ensureReadModelIndexes(store);
    for (const { collection } of sortedFinds) {
      // Every table exists, the indexes' or not (a find on a missing table fails to plan).
      await store.commit({ writes: [{ kind: 'put', collection, doc: { id: 'seed' } }] });
    }
    db = new SqliteDatabase(file, { readonly: true });
  });
  afterAll(async () => {
    db.close();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each(sortedFinds.map((find) => [`${find.what} (${find.file})`, find] as const))('reads %s in index order', (_name, find) => {
    const query = findQuery(find.collection, find.options);
    const rows = db.prepare(`EXPLAIN QUERY PLAN ${query.sql}`).all(...query.params) as Array<{ detail: string }>;
    const plan = rows.map((row) => row.detail).join('\n');
    expect(plan).not.toMatch(/TEMP B-TREE/);
    // Walked in the order asked, through an index or the primary key: never a scan of the table's rows in storage order.
    expect(plan).toMatch(/USING (COVERING )?INDEX|USING PRIMARY KEY/);
  });
});

/**
 * MongoDB walks an index in the order of a sort only when the index's keys are some fields the filter fixes to one
 * value, then the sort's keys, in its directions or all reversed. (The MongoDB suite checks the same with explain()
 * on a real server, where one is configured.)
 */
function mongoIndexServing({ collection, options }: SortedFind): string | undefined {
  const filter = mongoFilter(options.where);
  const sort = Object.entries(mongoSort(options.orderBy)!);
  const fixed = new Set(Object.entries(filter).flatMap(([field, value]) => (value !== null && typeof value === 'object' ? [] : [field])));
  const indexes = [
    ['_id'],
    ...readModelIndexes.filter((index) => index.collection === collection).map((index) => index.fields.map(mongoField)),
  ];
  return indexes
    .find((keys) => {
      const start = keys.findIndex((key) => !fixed.has(key));
      if (start < 0 || keys.length - start < sort.length) return false;
      const sameWay = sort.every(([field, direction], i) => keys[start + i] === field && direction === sort[0]![1]);
      return sameWay;
    })
    ?.join(',');
}

describe('MongoDB indexes of the sorted finds', () => {
  it.each(sortedFinds.map((find) => [`${find.what} (${find.file})`, find] as const))('read %s in index order', (_name, find) => {
    expect(mongoIndexServing(find)).toBeDefined();
  });
});
