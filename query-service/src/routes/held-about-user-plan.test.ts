import { streams } from '@iec-bets/contracts';
import { type FindOptions, openSqliteReadStore, type ReadStore } from '@iec-bets/platform';
import { ensureReadModelIndexes } from '@iec-bets/projector';
import { events, streamOf } from '@iec-bets/testing';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// How a find is put to SQLite, and the driver, are internals of other workspaces: a test of the indexes' fit reads them.
import { sqliteFindPlan } from '../../../platform/src/read-store/test-support/sqlite-find-plan.js';
import { SqliteDatabase } from '../../../platform/src/sqlite/sqlite-driver.js';
import { type QueryFixture, startQueryFixture } from '../test-support/query-fixture.js';

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

const label = ({ collection, options }: RecordedFind) => `${collection} ${JSON.stringify(options.where ?? {})}`;

/**
 * A data export is a POPIA right anyone may use at any time, so each of its reads seeks an index: none reads a table
 * of the whole country's rows to find one user's. (One read is bounded otherwise: the moderation queue, which holds
 * every comment awaiting an admin, and which the admins keep short.)
 */
describe("the reads of one user's data export", () => {
  let fx: QueryFixture;
  let dir: string;
  let planStore: ReadStore;
  let db: SqliteDatabase;
  const finds: RecordedFind[] = [];

  beforeAll(async () => {
    fx = await startQueryFixture({ now: new Date('2026-11-20T08:00:00Z'), readThrough: (readStore) => recordingFinds(readStore, finds) });
    // A player with something of every kind the export gathers: ranked (three resolved answers), comments, a report,
    // friends, a suggestion, a browser, a dispute, an answer to a question since deleted.
    const naledi = await fx.signUp('naledi');
    const sipho = await fx.signUp('sipho');
    const admin = await fx.signUp('admin', { admin: true });
    const resolved: string[] = [];
    for (const text of ['Will turnout pass 60%?', 'Will the GNU last the year?', 'Will the mayor keep her seat?']) {
      const id = await fx.question({ text });
      await fx.answer(naledi.userId, id, 'yes');
      await fx.answer(sipho.userId, id, 'no');
      await fx.append(streams.question(id), [events.resolved(id, 'yes')]);
      resolved.push(id);
    }
    const gone = await fx.question({ text: 'A question deleted later' });
    await fx.answer(naledi.userId, gone, 'no');
    await fx.comment(naledi.userId, gone, 'Said here first');
    await fx.append(streams.question(gone), [events.deleted(gone)], admin.userId);
    await fx.comment(naledi.userId, resolved[0]!, 'Called it');
    const siphos = await fx.comment(sipho.userId, resolved[0]!, 'Lucky guess');
    await fx.report(naledi.userId, resolved[0]!, siphos, 'abuse', 'Rude.');
    await fx.append(streams.question(resolved[1]!), [events.resolutionDisputed(resolved[1]!, 'Not over yet.')], naledi.userId);
    for (const event of [
      events.friendRequested(naledi.userId, sipho.userId),
      events.friendRequestAccepted(naledi.userId, sipho.userId),
      events.suggested('s1', naledi.userId, 'Will the by-election be held in March?'),
      events.pushSubscribed(naledi.userId, 'https://fcm.googleapis.com/fcm/send/naledi-phone'),
    ]) {
      await fx.append(streamOf(event), [event]);
    }
    const ranked = (await fx.get(`/api/users/${naledi.userId}/stats`, naledi.cookie)).json().stats;
    expect(ranked.rank).toBe(1);

    finds.length = 0;
    const exported = await fx.get(`/api/users/${naledi.userId}/export`, naledi.cookie);
    expect(exported.statusCode).toBe(200);

    // The plans are the schema's and the indexes': read from a store with both, and a row in every table the reads
    // name (a find on a missing table cannot be planned).
    dir = mkdtempSync(join(tmpdir(), 'export-plan-'));
    planStore = openSqliteReadStore({ file: join(dir, 'read-models.sqlite') });
    await ensureReadModelIndexes(planStore);
    for (const collection of new Set(finds.map((find) => find.collection))) {
      await planStore.commit({ writes: [{ kind: 'put', collection, doc: { id: 'seed' } }] });
    }
    db = new SqliteDatabase(join(dir, 'read-models.sqlite'), { readonly: true });
  });
  afterAll(async () => {
    db?.close();
    await planStore?.close();
    await fx?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("are recorded: the user's comments, and the count that ranks them, among them", () => {
    expect(finds.map(label)).toEqual(expect.arrayContaining([expect.stringMatching(/^comments \{"userId":/), expect.stringMatching(/^user_stats /)]));
  });

  it('each seek an index rather than scanning a table', () => {
    for (const find of finds) {
      const plan = sqliteFindPlan(db, find.collection, find.options);
      expect(plan, label(find)).toMatch(/^SEARCH /m);
      expect(plan, label(find)).not.toMatch(/^SCAN /m);
    }
  });
});
