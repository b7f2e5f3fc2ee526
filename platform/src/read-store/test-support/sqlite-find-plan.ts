import { expect } from 'vitest';
import type { SqliteDatabase } from '../../sqlite/sqlite-driver.js';
import type { FindOptions } from '../read-store.js';
import { findQuery } from '../sqlite-query.js';

/** How SQLite runs a find on this file's read models: the lines of its EXPLAIN QUERY PLAN. */
export function sqliteFindPlan(db: SqliteDatabase, collection: string, options: FindOptions): string {
  const query = findQuery(collection, options);
  const rows = db.prepare(`EXPLAIN QUERY PLAN ${query.sql}`).all(...query.params) as Array<{ detail: string }>;
  return rows.map((row) => row.detail).join('\n');
}

/**
 * A page read in the order asked, through an index or the primary key: no sort of its own (whose cost grows with
 * everything the filter matches, not with the page), and never a scan of the table's rows in storage order.
 */
export function expectIndexOrder(plan: string): void {
  expect(plan).not.toMatch(/TEMP B-TREE/);
  expect(plan).toMatch(/USING (COVERING )?INDEX|USING PRIMARY KEY/);
}
