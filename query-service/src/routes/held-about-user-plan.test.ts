import { ReadModel, type UserDocument } from '@iec-bets/contracts';
import { type FindOptions, loadConfig, openStores, type ReadStore, type Stores } from '@iec-bets/platform';
import { ensureReadModelIndexes } from '@iec-bets/projector';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// How a find is put to SQLite, and the driver, are internals of other workspaces: a test of the indexes' fit reads them.
import { sqliteFindPlan } from '../../../platform/src/read-store/test-support/sqlite-find-plan.js';
import { SqliteDatabase } from '../../../platform/src/sqlite/sqlite-driver.js';
import { gatherHeldAboutUser } from './held-about-user.js';

interface RecordedFind {
  collection: string;
  options: FindOptions;
}

/** The read store as it is, noting every find and count put to it: the reads an export makes, whatever they become. */
function recordingFinds(readStore: ReadStore, finds: RecordedFind[]): ReadStore {
  return new Proxy(readStore, {
    get(target, property, receiver) {
      if (property === 'find') {
        return (collection: string, options: FindOptions = {}) => {
          finds.push({ collection, options });
          return target.find(collection, options);
        };
      }
      if (property === 'count') {
        return (collection: string, where?: FindOptions['where']) => {
          finds.push({ collection, options: where ? { where } : {} });
          return target.count(collection, where);
        };
      }
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * A data export is a POPIA right anyone may use at any time, so what it costs must follow what is held about that one
 * user, never the size of the nation's tables: each of its reads seeks an index.
 */
describe("the reads of one user's data export", () => {
  let dir: string;
  let stores: Stores;
  let db: SqliteDatabase;
  const finds: RecordedFind[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'export-plan-'));
    stores = await openStores(loadConfig({ DATA_DIR: dir }));
    await ensureReadModelIndexes(stores.readStore);
    const user = { id: 'naledi', username: 'naledi' } as UserDocument;
    await gatherHeldAboutUser({ ...stores, readStore: recordingFinds(stores.readStore, finds) }, user, new Date('2026-11-20T08:00:00Z'));
    // Every table the reads name exists (a find on a missing one cannot be planned).
    for (const collection of new Set(finds.map((find) => find.collection))) {
      await stores.readStore.commit({ writes: [{ kind: 'put', collection, doc: { id: 'seed' } }] });
    }
    db = new SqliteDatabase(join(dir, 'read-models.sqlite'), { readonly: true });
  });
  afterAll(async () => {
    db.close();
    await stores.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('are recorded, the comments among them', () => {
    expect(finds.map((find) => find.collection)).toContain(ReadModel.comments);
  });

  it('each seek an index rather than scanning a table', () => {
    for (const { collection, options } of finds) {
      const plan = sqliteFindPlan(db, collection, options);
      expect(plan, `${collection} ${JSON.stringify(options.where)}`).toMatch(/^SEARCH /m);
      expect(plan, `${collection} ${JSON.stringify(options.where)}`).not.toMatch(/^SCAN /m);
    }
  });
});
