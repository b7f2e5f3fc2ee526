import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ReadModel } from '@iec-bets/contracts';
import { openSqliteReadStore, type FindOptions, type ReadStore } from '@iec-bets/platform';
import { ensureReadModelIndexes } from '@iec-bets/projector';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// How a find is put to each store, and the driver, are internals of other workspaces: a test of the indexes' fit reads them.
import { expectIndexOrder, sqliteFindPlan } from '../../platform/src/read-store/test-support/sqlite-find-plan.js';
import { SqliteDatabase } from '../../platform/src/sqlite/sqlite-driver.js';
import { mongoIndexServing } from '../../projector/src/test-support/mongo-index-serving.js';
import { pushSubscriptionsOf } from './recipients.js';

/** User n has n % 5 browsers: none, or up to four. */
const browsersOf = (n: number) => n % 5;
const userId = (n: number) => `u${String(n).padStart(3, '0')}`;

describe("the browsers of a page of users, read in pages smaller than some users' browsers", () => {
  let dir: string;
  let store: ReadStore;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'iec-recipients-'));
    store = openSqliteReadStore({ file: join(dir, 'read-models.sqlite') });
    await ensureReadModelIndexes(store);
    const writes = Array.from({ length: 40 }, (_, n) =>
      Array.from({ length: browsersOf(n) }, (_, b) => ({
        kind: 'put' as const,
        collection: ReadModel.pushSubscriptions,
        // Ids in no relation to the users' order, as the endpoints' hashes are.
        doc: { id: `s${(n * 7919 + b * 104729) % 100003}`, userId: userId(n), endpoint: `https://push.example/${n}/${b}`, keys: { p256dh: 'p', auth: 'a' } },
      })),
    ).flat();
    await store.commit({ writes });
  });
  afterAll(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('finds every browser of the users asked for, once, and none of anyone else, each read within the page', async () => {
    // Out of order and with a repeat, as a caller might pass them; users 0..29 but not 30..39.
    const asked = [29, 3, 4, 17, 4, ...Array.from({ length: 30 }, (_, n) => n)].map(userId);
    const finds: FindOptions[] = [];
    const sizes: number[] = [];
    const recording = {
      ...store,
      find: async (collection: string, options: FindOptions) => {
        finds.push(options);
        const found = await store.find(collection, options);
        sizes.push(found.length);
        return found;
      },
    } as unknown as ReadStore;

    const byUser = await pushSubscriptionsOf(recording, asked, 3);

    const expected = Array.from({ length: 30 }, (_, n) => n).filter((n) => browsersOf(n) > 0);
    expect([...byUser.keys()].sort()).toEqual(expected.map(userId));
    for (const n of expected) {
      expect(byUser.get(userId(n))!.map((s) => s.endpoint).sort()).toEqual(
        Array.from({ length: browsersOf(n) }, (_, b) => `https://push.example/${n}/${b}`).sort(),
      );
    }
    expect(Math.max(...sizes)).toBeLessThanOrEqual(3);
    // Users with four browsers take more than one read of three: the rest of their browsers is read by id.
    expect(finds.some((options) => typeof options.where?.userId === 'string')).toBe(true);

    // Each read, the rest of one user's browsers included, walks the (userId, id) index in its order, on both stores.
    const db = new SqliteDatabase(join(dir, 'read-models.sqlite'), { readonly: true });
    try {
      for (const options of finds) {
        expectIndexOrder(sqliteFindPlan(db, ReadModel.pushSubscriptions, options));
        expect(mongoIndexServing(ReadModel.pushSubscriptions, options), JSON.stringify(options)).toBe('userId,_id');
      }
    } finally {
      db.close();
    }
  });

  it('reads nothing for no users', async () => {
    expect((await pushSubscriptionsOf(store, [])).size).toBe(0);
  });
});
