import { ReadModel } from '@iec-bets/contracts';
import { openSqliteReadStore, type ReadStore } from '@iec-bets/platform';
import { ensureReadModelIndexes } from '@iec-bets/projector';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// How a find is put to SQLite, and the driver, are internals of other workspaces: a test of the indexes' fit reads them.
import { sqliteFindPlan } from '../../../platform/src/read-store/test-support/sqlite-find-plan.js';
import { SqliteDatabase } from '../../../platform/src/sqlite/sqlite-driver.js';

describe("the read of friends' comments on a page of questions", () => {
  let dir: string;
  let store: ReadStore;
  let db: SqliteDatabase;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'friend-activity-plan-'));
    const file = join(dir, 'read-models.sqlite');
    store = openSqliteReadStore({ file });
    await ensureReadModelIndexes(store);
    await store.commit({ writes: [{ kind: 'put', collection: ReadModel.comments, doc: { id: 'seed' } }] });
    db = new SqliteDatabase(file, { readonly: true });
  });
  afterAll(async () => {
    db.close();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("seeks each question and author in the index, rather than reading a national question's whole discussion", () => {
    const plan = sqliteFindPlan(db, ReadModel.comments, {
      where: { questionId: { $in: ['q1', 'q2'] }, userId: { $in: ['u1', 'u2', 'u3'] } },
    });
    expect(plan).toMatch(/^SEARCH rm_comments USING INDEX rm_comments\(userId,questionId\) \(<expr>=\? AND <expr>=\?\)$/);
  });
});
