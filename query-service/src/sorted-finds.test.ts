import { openSqliteReadStore, type ReadStore } from '@iec-bets/platform';
import { ensureReadModelIndexes } from '@iec-bets/projector';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// How a find is put to each store, and the driver, are internals of other workspaces: a test of the indexes' fit reads them.
import { mongoIndexServing } from '../../projector/src/test-support/mongo-index-serving.js';
import { expectIndexOrder, sqliteFindPlan } from '../../platform/src/read-store/test-support/sqlite-find-plan.js';
import { SqliteDatabase } from '../../platform/src/sqlite/sqlite-driver.js';
import { sortedFinds } from './test-support/sorted-finds.js';

const source = new URL('.', import.meta.url).pathname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test-support' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The sorted finds a file writes: its `orderBy:`s, or its calls of the helper that sorts for its callers. */
const SORTS = /orderBy: |newestFirstPage\s*[<(]/g;
const SORTING_HELPER = 'views/newest-first-page.ts';

describe('sorted finds of the query side', () => {
  it('are all listed, so that each is checked against the indexes', () => {
    const written = new Map(
      sourceFiles(source)
        .map((file) => [relative(source, file), readFileSync(file, 'utf8').match(SORTS)?.length ?? 0] as const)
        .filter(([file, sorts]) => sorts > 0 && file !== SORTING_HELPER),
    );
    const listed = new Map<string, number>();
    for (const { file } of sortedFinds) listed.set(file, (listed.get(file) ?? 0) + 1);
    expect([...listed.keys()].sort()).toEqual([...written.keys()].sort());
    for (const [file, sorts] of written) expect(listed.get(file), file).toBeGreaterThanOrEqual(sorts);
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
    expectIndexOrder(sqliteFindPlan(db, find.collection, find.options));
  });
});

describe('MongoDB indexes of the sorted finds', () => {
  it.each(sortedFinds.map((find) => [`${find.what} (${find.file})`, find] as const))('read %s in index order', (_name, find) => {
    expect(mongoIndexServing(find.collection, find.options, find.walkedPast?.fields)).toBeDefined();
  });
});
