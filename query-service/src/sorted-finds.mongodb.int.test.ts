import { ReadModel } from '@iec-bets/contracts';
import type { ReadStore } from '@iec-bets/platform';
import { openMongoReadStore } from '@iec-bets/platform/mongodb';
import { ensureReadModelIndexes } from '@iec-bets/projector';
import { MongoClient, type Document } from 'mongodb';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The filter and sort a find becomes are the platform's internals: a test of the indexes' fit reads them.
import { mongoFilter, mongoSort } from '../../platform/src/read-store/mongodb-query.js';
import { sortedFinds } from './test-support/sorted-finds.js';

// Joins the run only when MONGODB_URL is set (see the root vitest config).
const url = process.env.MONGODB_URL!;
const database = `sorted_finds_${randomBytes(4).toString('hex')}`;
let admin: MongoClient;
let store: ReadStore;

beforeAll(async () => {
  admin = await MongoClient.connect(url);
  store = await openMongoReadStore({ url, database });
  await ensureReadModelIndexes(store);
  for (const { collection } of sortedFinds) {
    await store.commit({ writes: [{ kind: 'put', collection, doc: { id: 'seed' } }] });
  }
});
afterAll(async () => {
  await store.close();
  await admin.db(database).dropDatabase();
  await admin.close();
});

/** Every stage of a plan, the stage itself first. */
function stages(plan: Document): string[] {
  const children = [plan.inputStage, ...(plan.inputStages ?? [])].filter(Boolean) as Document[];
  return [String(plan.stage), ...children.flatMap(stages)];
}

describe('MongoDB plans of the sorted finds', () => {
  it.each(sortedFinds.map((find) => [`${find.what} (${find.file})`, find] as const))('read %s in index order', async (_name, find) => {
    const { options } = find;
    const explained = await admin
      .db(database)
      .collection(`rm_${find.collection}`)
      .find(mongoFilter(options.where), {
        sort: mongoSort(options.orderBy),
        ...(options.limit !== undefined ? { limit: options.limit } : {}),
        ...(options.offset ? { skip: options.offset } : {}),
      })
      .explain('queryPlanner');
    const winning = (explained.queryPlanner as Document).winningPlan as Document;
    // Newer servers wrap the classic plan in the slot-based engine's.
    const plan = (winning.queryPlan as Document | undefined) ?? winning;
    expect(stages(plan)).not.toContain('SORT');
    expect(stages(plan)).toContain('IXSCAN');
  });
});

describe('MongoDB plan of a rank', () => {
  it("counts the players sharing a score's key from one index range, bounded on both sides", async () => {
    const explained = await admin
      .db(database)
      .collection(`rm_${ReadModel.userStats}`)
      .find(mongoFilter({ ranked: true, score: { $gt: 1.5, $lt: 1.5004 } }))
      .explain('queryPlanner');
    const winning = (explained.queryPlanner as Document).winningPlan as Document;
    const plan = (winning.queryPlan as Document | undefined) ?? winning;
    const scan = JSON.stringify(plan);
    expect(stages(plan)).toContain('IXSCAN');
    expect(stages(plan)).not.toContain('COLLSCAN');
    // Both ends of the score's range bound the scan: it reads the key's players, never the rest of the board.
    expect(scan).toContain('(1.5, 1.5004)');
  });
});
