import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LeaseLostError } from '../lease.js';
import type { Document, Filter, FindOptions, ReadStore } from '../read-store.js';
import { InvalidReadStoreRequestError } from '../read-store-validation.js';

export interface OpenedReadStore {
  store: ReadStore;
  /** A second connection to the same store, as another process opens it; closed by cleanup. */
  openAnother(): Promise<ReadStore>;
  /** The fields of each index the store holds on `collection` beside the id's own, as the adapter's server lists them. */
  indexedFields(collection: string): Promise<string[]>;
  /**
   * Makes an index on `field` the way an operator would, straight on the server and under a name of their own (not
   * through ensureIndexes): one the store must never drop.
   */
  addOperatorIndex(collection: string, field: string): Promise<void>;
  /** How many stores made by createRebuildTarget still hold anything on the server (files, databases). */
  rebuildTargetsLeft(): Promise<number>;
  cleanup(): Promise<void>;
}

const questions: Document[] = [
  { id: 'q1', title: 'Alpha', status: 'open', votes: 10, isPublished: true, meta: { region: 'GP', rank: 2 }, closedAt: null },
  { id: 'q2', title: 'Beta', status: 'closed', votes: 5, isPublished: false, meta: { region: 'WC', rank: 1 }, closedAt: '2026-05-01' },
  { id: 'q3', title: 'Gamma', status: 'open', votes: 10, isPublished: true, meta: { region: 'GP', rank: 3 } },
  { id: 'q4', title: 'Delta', status: 'draft', votes: 1, isPublished: false, meta: { region: 'KZN', rank: 1 }, closedAt: null },
];

const ids = (docs: Document[]) => docs.map((doc) => doc.id);

/** The behaviour every read-store adapter must show; `open` gives a fresh, empty store each time. */
export function describeReadStoreContract(name: string, open: () => Promise<OpenedReadStore>): void {
  describe(`${name} read store contract`, () => {
    let opened: OpenedReadStore;
    let store: ReadStore;

    beforeEach(async () => {
      opened = await open();
      store = opened.store;
    });
    afterEach(async () => {
      await opened.cleanup();
    });

    const putAll = (collection: string, docs: Document[]) =>
      store.commit({ writes: docs.map((doc) => ({ kind: 'put' as const, collection, doc })) });

    describe('documents', () => {
      it('gives a document back exactly as it was written', async () => {
        const doc = {
          id: 'u-1',
          name: 'Thandi Nkosi ✓',
          score: -12.5,
          big: 9_007_199_254_740_991,
          flags: { admin: false, verified: true },
          history: [{ day: 1, right: true }, { day: 2, right: null }],
          emptyList: [],
          emptyObject: {},
          nothing: null,
        };
        await store.commit({ writes: [{ kind: 'put', collection: 'users', doc }] });
        expect(await store.get('users', 'u-1')).toStrictEqual(doc);
      });

      it('answers null for an unknown id and for a collection never written', async () => {
        await putAll('questions', questions);
        expect(await store.get('questions', 'nope')).toBeNull();
        expect(await store.get('never_written', 'q1')).toBeNull();
      });

      it('replaces the whole document on put and removes it on delete', async () => {
        await putAll('questions', questions);
        await store.commit({ writes: [{ kind: 'put', collection: 'questions', doc: { id: 'q1', title: 'Alpha 2' } }] });
        expect(await store.get('questions', 'q1')).toStrictEqual({ id: 'q1', title: 'Alpha 2' });
        await store.commit({ writes: [{ kind: 'delete', collection: 'questions', id: 'q1' }] });
        expect(await store.get('questions', 'q1')).toBeNull();
        expect(await store.count('questions')).toBe(3);
      });

      it('applies the writes of a batch in order', async () => {
        await store.commit({
          writes: [
            { kind: 'put', collection: 'questions', doc: { id: 'a', v: 1 } },
            { kind: 'delete', collection: 'questions', id: 'a' },
            { kind: 'delete', collection: 'questions', id: 'b' },
            { kind: 'put', collection: 'questions', doc: { id: 'b', v: 1 } },
            { kind: 'put', collection: 'questions', doc: { id: 'b', v: 2 } },
          ],
        });
        expect(await store.get('questions', 'a')).toBeNull();
        expect(await store.get('questions', 'b')).toStrictEqual({ id: 'b', v: 2 });
      });

      it('getMany returns the documents found, in the order asked, once each', async () => {
        await putAll('questions', questions);
        const found = await store.getMany('questions', ['q3', 'missing', 'q1', 'q3']);
        expect(ids(found)).toEqual(['q3', 'q1']);
        expect(found[1]).toStrictEqual(questions[0]);
        expect(await store.getMany('questions', [])).toEqual([]);
        expect(await store.getMany('never_written', ['q1'])).toEqual([]);
      });
    });

    describe('find', () => {
      beforeEach(async () => {
        await putAll('questions', questions);
      });

      /** Ids found; sorted when the query gives no order, since the store then owes none. */
      const where = async (options: FindOptions) => {
        const found = ids(await store.find('questions', options));
        return options.orderBy ? found : found.sort();
      };

      it('returns every document without options', async () => {
        expect(ids(await store.find('questions')).sort()).toEqual(['q1', 'q2', 'q3', 'q4']);
        expect(await store.find('never_written')).toEqual([]);
      });

      it('matches equal strings and numbers, all conditions together', async () => {
        expect(await where({ where: { status: 'open' } })).toEqual(['q1', 'q3']);
        expect(await where({ where: { votes: 10 } })).toEqual(['q1', 'q3']);
        expect(await where({ where: { status: 'open', title: 'Gamma' } })).toEqual(['q3']);
        expect(await where({ where: { status: 'nothing like it' } })).toEqual([]);
      });

      it('matches JSON booleans', async () => {
        expect(await where({ where: { isPublished: true } })).toEqual(['q1', 'q3']);
        expect(await where({ where: { isPublished: false } })).toEqual(['q2', 'q4']);
        expect(await where({ where: { isPublished: { $ne: true } } })).toEqual(['q2', 'q4']);
        expect(await where({ where: { isPublished: { $in: [false] } } })).toEqual(['q2', 'q4']);
      });

      it('does not take the number 1 for true nor the string "10" for 10', async () => {
        await putAll('flags', [
          { id: 'bool', on: true, n: 10 },
          { id: 'number', on: 1, n: '10' },
        ]);
        const flags = async (options: FindOptions) => ids(await store.find('flags', options));
        expect(await flags({ where: { on: true } })).toEqual(['bool']);
        expect(await flags({ where: { on: 1 } })).toEqual(['number']);
        expect(await flags({ where: { n: 10 } })).toEqual(['bool']);
        expect(await flags({ where: { n: '10' } })).toEqual(['number']);
      });

      it('takes null to mean null or missing', async () => {
        expect(await where({ where: { closedAt: null } })).toEqual(['q1', 'q3', 'q4']);
        expect(await where({ where: { closedAt: { $ne: null } } })).toEqual(['q2']);
        expect(await where({ where: { closedAt: { $in: [null, '2026-05-01'] } } })).toEqual(['q1', 'q2', 'q3', 'q4']);
      });

      it('counts a missing field as different from any value', async () => {
        expect(await where({ where: { closedAt: { $ne: '2026-05-01' } } })).toEqual(['q1', 'q3', 'q4']);
        expect(await where({ where: { status: { $ne: 'open' } } })).toEqual(['q2', 'q4']);
      });

      it('compares numbers and strings with $gt, $gte, $lt, $lte', async () => {
        expect(await where({ where: { votes: { $gt: 5 } } })).toEqual(['q1', 'q3']);
        expect(await where({ where: { votes: { $gte: 5 } } })).toEqual(['q1', 'q2', 'q3']);
        expect(await where({ where: { votes: { $lt: 5 } } })).toEqual(['q4']);
        expect(await where({ where: { votes: { $lte: 5 } } })).toEqual(['q2', 'q4']);
        expect(await where({ where: { votes: { $gt: 1, $lt: 10 } } })).toEqual(['q2']);
        expect(await where({ where: { title: { $gte: 'Beta', $lt: 'Gamma' } } })).toEqual(['q2', 'q4']);
        expect(await where({ where: { closedAt: { $gte: '2026-01-01' } } })).toEqual(['q2']);
      });

      it('never compares across types', async () => {
        expect(await where({ where: { votes: { $gt: '' } } })).toEqual([]);
        expect(await where({ where: { title: { $lt: 1_000_000 } } })).toEqual([]);
        expect(await where({ where: { votes: { $gt: null } } })).toEqual([]);
      });

      it('matches any of a list with $in, and nothing with an empty list', async () => {
        expect(await where({ where: { status: { $in: ['closed', 'draft'] } } })).toEqual(['q2', 'q4']);
        expect(await where({ where: { votes: { $in: [1, 5] } } })).toEqual(['q2', 'q4']);
        expect(await where({ where: { id: { $in: ['q3', 'q1', 'zz'] } } })).toEqual(['q1', 'q3']);
        expect(await where({ where: { status: { $in: [] } } })).toEqual([]);
      });

      it('filters and sorts on dotted paths into nested objects', async () => {
        expect(await where({ where: { 'meta.region': 'GP' } })).toEqual(['q1', 'q3']);
        expect(await where({ where: { 'meta.rank': { $lte: 1 } } })).toEqual(['q2', 'q4']);
        expect(await where({ orderBy: [['meta.rank', 'desc']] })).toEqual(['q3', 'q1', 'q4', 'q2']);
        expect(await where({ where: { 'meta.missing.deeper': null } })).toEqual(['q1', 'q2', 'q3', 'q4']);
      });

      it('sorts on several keys, each ascending or descending, ties broken by id', async () => {
        expect(await where({ orderBy: [['votes', 'desc'], ['title', 'desc']] })).toEqual(['q3', 'q1', 'q2', 'q4']);
        expect(await where({ orderBy: [['votes', 'desc'], ['title', 'asc']] })).toEqual(['q1', 'q3', 'q2', 'q4']);
        expect(await where({ orderBy: [['title', 'asc']] })).toEqual(['q1', 'q2', 'q4', 'q3']);
        expect(await where({ orderBy: [['votes', 'asc']] })).toEqual(['q4', 'q2', 'q1', 'q3']);
        expect(await where({ orderBy: [['votes', 'desc']] })).toEqual(['q3', 'q1', 'q2', 'q4']);
        expect(await where({ orderBy: [['id', 'desc']] })).toEqual(['q4', 'q3', 'q2', 'q1']);
      });

      it('sorts null and missing values first going up and last going down', async () => {
        expect(await where({ orderBy: [['closedAt', 'asc']] })).toEqual(['q1', 'q3', 'q4', 'q2']);
        expect(await where({ orderBy: [['closedAt', 'desc']] })).toEqual(['q2', 'q4', 'q3', 'q1']);
      });

      it('pages with limit and offset after filtering and sorting', async () => {
        const byTitle: FindOptions = { orderBy: [['title', 'asc']] };
        expect(await where({ ...byTitle, limit: 2 })).toEqual(['q1', 'q2']);
        expect(await where({ ...byTitle, limit: 2, offset: 1 })).toEqual(['q2', 'q4']);
        expect(await where({ ...byTitle, offset: 3 })).toEqual(['q3']);
        expect(await where({ ...byTitle, offset: 10 })).toEqual([]);
        expect(await where({ ...byTitle, limit: 0 })).toEqual([]);
        expect(await where({ where: { status: 'open' }, orderBy: [['title', 'desc']], limit: 1 })).toEqual(['q3']);
      });

      it('counts all documents or those matching a filter', async () => {
        expect(await store.count('questions')).toBe(4);
        expect(await store.count('questions', { status: 'open' })).toBe(2);
        expect(await store.count('questions', { isPublished: true, votes: { $gte: 10 } })).toBe(2);
        expect(await store.count('questions', { 'meta.region': 'XX' })).toBe(0);
        expect(await store.count('never_written')).toBe(0);
      });

      it('answers the same once indexes exist', async () => {
        await store.ensureIndexes([
          { collection: 'questions', fields: ['status', 'votes'] },
          { collection: 'questions', fields: ['isPublished'] },
          { collection: 'questions', fields: ['meta.region'] },
          { collection: 'questions', fields: ['id'] },
        ]);
        await store.ensureIndexes([{ collection: 'questions', fields: ['status', 'votes'] }]);
        expect(await where({ where: { status: 'open', votes: { $gte: 10 } } })).toEqual(['q1', 'q3']);
        expect(await where({ where: { isPublished: true } })).toEqual(['q1', 'q3']);
        expect(await where({ where: { 'meta.region': 'GP' }, orderBy: [['id', 'desc']] })).toEqual(['q3', 'q1']);
      });

      it('drops an index a former list declared when told the list is whole, and only then', async () => {
        await putAll('questions', questions);
        await store.ensureIndexes([
          { collection: 'questions', fields: ['status', 'votes'] },
          { collection: 'questions', fields: ['isPublished'] },
        ]);
        // Another list alone adds, as before: a caller that knows of a few indexes removes nothing.
        await store.ensureIndexes([{ collection: 'questions', fields: ['meta.region'] }]);
        expect((await opened.indexedFields('questions')).sort()).toEqual(['isPublished', 'meta.region', 'status,votes']);

        // The whole list of a later version: the superseded ones go, and the declared ones stay and still serve.
        await store.ensureIndexes([{ collection: 'questions', fields: ['status', 'votes', 'id'] }, { collection: 'questions', fields: ['isPublished'] }], {
          dropOthers: true,
        });
        expect((await opened.indexedFields('questions')).sort()).toEqual(['isPublished', 'status,votes,id']);
        expect(await where({ where: { status: 'open', votes: { $gte: 10 } } })).toEqual(['q1', 'q3']);
      });

      it("keeps an index an operator made by hand, even when told the list is whole: only the store's own go", async () => {
        await putAll('questions', questions);
        await store.ensureIndexes([{ collection: 'questions', fields: ['status'] }]);
        await opened.addOperatorIndex('questions', 'title');
        await store.ensureIndexes([{ collection: 'questions', fields: ['isPublished'] }], { dropOthers: true });
        expect((await opened.indexedFields('questions')).sort()).toEqual(['isPublished', 'title']);
        expect(await where({ where: { title: 'Gamma' } })).toEqual(['q3']);
      });

      it('finds the latest document before an instant and counts those between two, through an index with the id in it', async () => {
        // What a question's results at an instant read: a timeline's last minute before it, then answers by time.
        const minutes: Document[] = [
          { id: 'a:09:00', questionId: 'a', minute: '2026-11-24T09:00:00.000Z', at: '2026-11-24T09:00:10.000Z' },
          { id: 'a:09:05', questionId: 'a', minute: '2026-11-24T09:05:00.000Z', at: '2026-11-24T09:05:59.999Z' },
          { id: 'a:10:00', questionId: 'a', minute: '2026-11-24T10:00:00.000Z', at: '2026-11-24T10:00:00.000Z' },
          { id: 'b:09:01', questionId: 'b', minute: '2026-11-24T09:01:00.000Z', at: '2026-11-24T09:01:00.000Z' },
          // A document without the field (the timeline's head) is never before or after anything.
          { id: 'a:head', questionId: 'a', lastMinute: '2026-11-24T10:00:00.000Z' },
        ];
        await putAll('timeline', minutes);
        await store.ensureIndexes([{ collection: 'timeline', fields: ['questionId', 'minute', 'id'] }]);
        const latestBefore = async (questionId: string, minute: string) =>
          ids(await store.find('timeline', { where: { questionId, minute: { $lt: minute } }, orderBy: [['minute', 'desc']], limit: 1 }));
        expect(await latestBefore('a', '2026-11-24T10:00:00.000Z')).toEqual(['a:09:05']);
        expect(await latestBefore('a', '2026-11-24T09:05:00.000Z')).toEqual(['a:09:00']);
        expect(await latestBefore('a', '2026-11-24T09:00:00.000Z')).toEqual([]);
        expect(await latestBefore('b', '2030-01-01T00:00:00.000Z')).toEqual(['b:09:01']);
        const between = (from: string, to: string) => store.count('timeline', { questionId: 'a', at: { $gte: from, $lte: to } });
        expect(await between('2026-11-24T09:00:10.000Z', '2026-11-24T09:05:59.999Z')).toBe(2);
        expect(await between('2026-11-24T09:00:10.001Z', '2026-11-24T09:59:59.999Z')).toBe(1);
        expect(await between('2026-11-24T10:00:00.001Z', '2030-01-01T00:00:00.000Z')).toBe(0);
      });

      it('refuses collection and field names that are not plain names', async () => {
        await expect(store.find('Questions')).rejects.toThrow(/collection/i);
        await expect(store.find('questions; drop table x')).rejects.toThrow(/collection/i);
        await expect(store.get('../etc', 'x')).rejects.toThrow(/collection/i);
        await expect(store.find('questions', { where: { "title') OR 1=1 --": 'x' } })).rejects.toThrow(/field/i);
        await expect(store.find('questions', { orderBy: [['$where', 'asc']] })).rejects.toThrow(/field/i);
        await expect(store.find('questions', { where: { votes: { $regex: 'x' } as never } })).rejects.toThrow(/operator/i);
        expect(await store.count('questions')).toBe(4);
      });
    });

    describe('text search ($contains)', () => {
      const people: Document[] = [
        { id: 'u1', name: 'thabo_m', joined: 1 },
        { id: 'u2', name: 'jacobzuma', joined: 2 },
        { id: 'u3', name: 'zumafan', joined: 3 },
        { id: 'u4', name: 'amzu', joined: 4 },
        { id: 'u5', name: 'a.b*c"d', joined: 5 },
        { id: 'u6', name: 42, joined: 6 },
        { id: 'u7', joined: 7 },
      ];
      const named = async (text: string, where: Filter = {}) =>
        ids(await store.find('people', { where: { ...where, name: { $contains: text } }, orderBy: [['id', 'asc']] }));

      const expectSearches = async () => {
        expect(await named('zuma')).toEqual(['u2', 'u3']);
        expect(await named('um')).toEqual(['u2', 'u3']);
        expect(await named('mz')).toEqual(['u4']);
        expect(await named('uz')).toEqual([]);
        expect(await named('o_m')).toEqual(['u1']);
        expect(await named('m')).toEqual(['u1', 'u2', 'u3', 'u4']);
        // Letter case counts: a field meant for searching holds its text lowercased.
        expect(await named('ZUMA')).toEqual([]);
        // No character means anything but itself: not a pattern, not a quote.
        expect(await named('.')).toEqual(['u5']);
        expect(await named('b*c"')).toEqual(['u5']);
        expect(await named('a.b')).toEqual(['u5']);
        // Only text contains text: not the number 42, not a missing field.
        expect(await named('42')).toEqual([]);
        expect(await named('zu', { joined: { $gte: 3 } })).toEqual(['u3', 'u4']);
        expect(await store.count('people', { name: { $contains: 'zu' } })).toBe(3);
      };

      it('finds the text anywhere in the field, without an index and with one made before or after the documents', async () => {
        await putAll('people', people);
        await expectSearches();
        await store.ensureIndexes([{ collection: 'people', fields: ['name'], kind: 'contains' }]);
        await expectSearches();

        await opened.cleanup();
        opened = await open();
        store = opened.store;
        await store.ensureIndexes([{ collection: 'people', fields: ['name'], kind: 'contains' }]);
        await putAll('people', people);
        await expectSearches();
      });

      it('keeps up with documents rewritten, renamed and deleted', async () => {
        await store.ensureIndexes([{ collection: 'people', fields: ['name'], kind: 'contains' }]);
        await putAll('people', people);
        await store.commit({
          writes: [
            { kind: 'put', collection: 'people', doc: { id: 'u2', name: 'jacobzuma', joined: 20 } },
            { kind: 'put', collection: 'people', doc: { id: 'u3', name: 'ramaphosa', joined: 3 } },
            { kind: 'delete', collection: 'people', id: 'u4' },
            { kind: 'put', collection: 'people', doc: { id: 'u8', name: 'zulu', joined: 8 } },
          ],
        });
        expect(await named('zu')).toEqual(['u2', 'u8']);
        expect(await named('hos')).toEqual(['u3']);
        expect(await named('fan')).toEqual([]);
        expect(await named('mz')).toEqual([]);
      });

      it('searches what a rebuild swapped in, and nothing of what it replaced', async () => {
        await store.ensureIndexes([{ collection: 'people', fields: ['name'], kind: 'contains' }]);
        await putAll('people', people);
        const rebuilt = await store.createRebuildTarget();
        await rebuilt.commit({ writes: [{ kind: 'put', collection: 'people', doc: { id: 'u9', name: 'zuko', joined: 9 } }] });
        await store.swapIn(rebuilt);
        expect(await named('zu')).toEqual(['u9']);
        await putAll('people', [{ id: 'u10', name: 'mazuza', joined: 10 }]);
        expect(await named('zu')).toEqual(['u10', 'u9']);
      });

      it('adds no ordinary index for a contains index where one declared beside it starts with the field', async () => {
        await putAll('people', people);
        await store.ensureIndexes([
          { collection: 'people', fields: ['name', 'joined'] },
          { collection: 'people', fields: ['name'], kind: 'contains' },
        ]);
        expect(await opened.indexedFields('people')).toEqual(['name,joined']);
        await expectSearches();
      });

      it('refuses a search for anything but text, and a contains index on anything but one top-level field', async () => {
        await putAll('people', people);
        await expect(store.find('people', { where: { name: { $contains: 4 as unknown as string } } })).rejects.toThrow(
          InvalidReadStoreRequestError,
        );
        await expect(store.ensureIndexes([{ collection: 'people', fields: ['meta.name'], kind: 'contains' }])).rejects.toThrow(
          InvalidReadStoreRequestError,
        );
        await expect(store.ensureIndexes([{ collection: 'people', fields: ['name', 'id'], kind: 'contains' }])).rejects.toThrow(
          InvalidReadStoreRequestError,
        );
      });
    });

    describe('commit and checkpoints', () => {
      it('answers 0 for a checkpoint never saved', async () => {
        expect(await store.checkpoint('projector')).toBe(0);
      });

      it('saves the checkpoint with the writes, each name on its own', async () => {
        await store.commit({ writes: [{ kind: 'put', collection: 'questions', doc: questions[0]! }], checkpoint: { name: 'projector', position: 7 } });
        await store.commit({ writes: [], checkpoint: { name: 'other', position: 3 } });
        await store.commit({ writes: [], checkpoint: { name: 'projector', position: 12 } });
        expect(await store.checkpoint('projector')).toBe(12);
        expect(await store.checkpoint('other')).toBe(3);
        expect(await store.get('questions', 'q1')).toStrictEqual(questions[0]);
      });

      it('leaves nothing written and the checkpoint unchanged when one write of a batch is invalid', async () => {
        await store.commit({ writes: [{ kind: 'put', collection: 'questions', doc: questions[0]! }], checkpoint: { name: 'projector', position: 5 } });
        const invalidWrites = [
          { kind: 'put', collection: 'Not A Collection', doc: { id: 'x' } },
          { kind: 'put', collection: 'questions', doc: { title: 'no id' } },
          { kind: 'delete', collection: 'questions', id: '' },
        ];
        for (const invalid of invalidWrites) {
          await expect(
            store.commit({
              writes: [
                { kind: 'put', collection: 'questions', doc: questions[1]! },
                { kind: 'delete', collection: 'questions', id: 'q1' },
                { kind: 'put', collection: 'answers', doc: { id: 'a1' } },
                invalid as never,
              ],
              checkpoint: { name: 'projector', position: 9 },
            }),
          ).rejects.toThrow();
        }
        expect(await store.checkpoint('projector')).toBe(5);
        expect(ids(await store.find('questions'))).toEqual(['q1']);
        expect(await store.get('questions', 'q2')).toBeNull();
        expect(await store.get('answers', 'a1')).toBeNull();
        expect(await store.collections()).toEqual(['questions']);
      });

      it('refuses a checkpoint that is not a whole number', async () => {
        await expect(store.commit({ writes: [], checkpoint: { name: 'projector', position: 1.5 } })).rejects.toThrow();
        await expect(store.commit({ writes: [], checkpoint: { name: 'projector', position: -1 } })).rejects.toThrow();
        expect(await store.checkpoint('projector')).toBe(0);
      });
    });

    describe('collections', () => {
      it('names the collections that hold documents, in order', async () => {
        expect(await store.collections()).toEqual([]);
        await putAll('questions', questions);
        await putAll('answers', [{ id: 'a1' }]);
        await store.ensureIndexes([{ collection: 'leaderboards', fields: ['rank'] }]);
        expect(await store.collections()).toEqual(['answers', 'questions']);
        await store.commit({ writes: [{ kind: 'delete', collection: 'answers', id: 'a1' }] });
        expect(await store.collections()).toEqual(['questions']);
      });
    });

    describe('rebuild', () => {
      it('starts the rebuild empty and swaps every collection and checkpoint in', async () => {
        await putAll('questions', questions);
        await putAll('answers', [{ id: 'a1', questionId: 'q1' }]);
        await store.commit({ writes: [], checkpoint: { name: 'projector', position: 40 } });
        await store.commit({ writes: [], checkpoint: { name: 'stale', position: 3 } });

        const rebuilt = await store.createRebuildTarget();
        expect(await rebuilt.collections()).toEqual([]);
        expect(await rebuilt.checkpoint('projector')).toBe(0);
        await rebuilt.ensureIndexes([{ collection: 'questions', fields: ['status'] }]);
        await rebuilt.commit({
          writes: [
            { kind: 'put', collection: 'questions', doc: { id: 'q9', status: 'open', title: 'Rebuilt' } },
            { kind: 'put', collection: 'stats', doc: { id: 'day-1', answers: 2 } },
          ],
          checkpoint: { name: 'projector', position: 42 },
        });
        // The live store is untouched until the swap.
        expect(await store.count('questions')).toBe(4);
        expect(await store.checkpoint('projector')).toBe(40);

        await store.swapIn(rebuilt);

        expect(await store.collections()).toEqual(['questions', 'stats']);
        expect(await store.find('questions', { where: { status: 'open' } })).toStrictEqual([
          { id: 'q9', status: 'open', title: 'Rebuilt' },
        ]);
        expect(await store.get('stats', 'day-1')).toStrictEqual({ id: 'day-1', answers: 2 });
        expect(await store.find('answers')).toEqual([]);
        expect(await store.checkpoint('projector')).toBe(42);
        expect(await store.checkpoint('stale')).toBe(0);

        // The live store goes on working after the swap.
        await putAll('answers', [{ id: 'a2' }]);
        expect(await store.collections()).toEqual(['answers', 'questions', 'stats']);
      });

      it('empties the live store when the rebuild produced nothing', async () => {
        await putAll('questions', questions);
        await store.commit({ writes: [], checkpoint: { name: 'projector', position: 4 } });
        const rebuilt = await store.createRebuildTarget();
        await store.swapIn(rebuilt);
        expect(await store.collections()).toEqual([]);
        expect(await store.count('questions')).toBe(0);
        expect(await store.checkpoint('projector')).toBe(0);
      });
      it('discards a rebuild that will not be swapped in, leaving nothing of it and the live store as it was', async () => {
        await putAll('questions', questions);
        const rebuilt = await store.createRebuildTarget();
        await rebuilt.commit({
          writes: [{ kind: 'put', collection: 'questions', doc: { id: 'q9', title: 'Rebuilt' } }],
          checkpoint: { name: 'projector', position: 7 },
        });
        expect(await opened.rebuildTargetsLeft()).toBe(1);

        await rebuilt.discard();

        expect(await opened.rebuildTargetsLeft()).toBe(0);
        expect(await store.count('questions')).toBe(4);
        expect(await store.get('questions', 'q9')).toBeNull();
      });

      it('refuses to discard the live store', async () => {
        await putAll('questions', questions);
        await expect(store.discard()).rejects.toBeInstanceOf(InvalidReadStoreRequestError);
        expect(await store.count('questions')).toBe(4);
      });
    });

    describe('leases', () => {
      const ask = (holder: string, ttlMs = 60_000, takeOver = false) => ({ name: 'projector', holder, ttlMs, takeOver });
      const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

      it('gives a free lease to the first asker, renews it for them alone, and hands it on once it expired', async () => {
        const first = await store.acquireLease(ask('first', 300));
        expect(first).toMatchObject({ name: 'projector', holder: 'first', token: 1 });
        expect(await store.acquireLease(ask('second'))).toBeNull();
        const renewed = await store.acquireLease(ask('first', 300));
        expect(renewed).toMatchObject({ holder: 'first', token: 1 });
        expect(renewed!.expiresAt).toBeGreaterThanOrEqual(first!.expiresAt);
        await sleep(400);
        expect(await store.acquireLease(ask('second'))).toMatchObject({ holder: 'second', token: 2 });
        // The first holder, back from a pause, gets it neither by renewing nor by asking again.
        expect(await store.acquireLease(ask('first'))).toBeNull();
      });

      it('lets exactly one of several processes racing for a free lease have it', async () => {
        const others = [await opened.openAnother(), await opened.openAnother()];
        const stores = [store, ...others, store, ...others];
        const outcomes = await Promise.all(stores.map((racer, index) => racer.acquireLease(ask(`racer-${index}`))));
        const winners = outcomes.filter((lease) => lease !== null);
        expect(winners).toHaveLength(1);
        expect(winners[0]!.token).toBe(1);
      });

      it('refuses a batch fenced with a token the lease has moved on from, and writes none of it', async () => {
        const stalled = await store.acquireLease(ask('stalled'));
        const fence = { lease: 'projector', token: stalled!.token };
        await store.commit({ writes: [{ kind: 'put', collection: 'questions', doc: questions[0]! }], checkpoint: { name: 'projector', position: 1 }, fence });
        const taker = await (await opened.openAnother()).acquireLease(ask('replay', 60_000, true));
        expect(taker).toMatchObject({ holder: 'replay', token: stalled!.token + 1 });
        const late = store.commit({
          writes: [{ kind: 'put', collection: 'questions', doc: questions[1]! }],
          checkpoint: { name: 'projector', position: 2 },
          fence,
        });
        await expect(late).rejects.toBeInstanceOf(LeaseLostError);
        expect(await store.get('questions', 'q2')).toBeNull();
        expect(await store.checkpoint('projector')).toBe(1);
        // The new holder's token writes.
        await store.commit({ writes: [], checkpoint: { name: 'projector', position: 2 }, fence: { lease: 'projector', token: taker!.token } });
        expect(await store.checkpoint('projector')).toBe(2);
      });

      it('refuses a fenced batch when nobody ever held the lease', async () => {
        await expect(store.commit({ writes: [], fence: { lease: 'projector', token: 1 } })).rejects.toBeInstanceOf(LeaseLostError);
      });

      it('renews only a lease still held with its token, so a renewal that comes late takes nothing back', async () => {
        const held = await store.acquireLease(ask('replay', 300));
        const renewal = { ...ask('replay'), renewing: held!.token };
        expect(await store.acquireLease(renewal)).toMatchObject({ holder: 'replay', token: held!.token });
        await store.releaseLease('projector', held!.token);
        expect(await store.acquireLease(renewal)).toBeNull();
        const next = await store.acquireLease(ask('live'));
        expect(next).toMatchObject({ holder: 'live', token: held!.token + 1 });
        expect(await store.acquireLease({ ...renewal, renewing: next!.token })).toBeNull();
      });

      it('hands a released lease on at once, and ignores a release with an old token', async () => {
        const held = await store.acquireLease(ask('first'));
        await store.releaseLease('projector', held!.token - 1);
        expect(await store.acquireLease(ask('second'))).toBeNull();
        await store.releaseLease('projector', held!.token);
        expect(await store.acquireLease(ask('second'))).toMatchObject({ holder: 'second', token: held!.token + 1 });
      });

      it('swaps rebuilt read models in only while the fencing lease still has its token', async () => {
        const replay = await store.acquireLease(ask('replay'));
        await store.commit({ writes: [{ kind: 'put', collection: 'questions', doc: questions[0]! }], checkpoint: { name: 'projector', position: 1 } });
        const rebuilt = await store.createRebuildTarget();
        await rebuilt.commit({ writes: [{ kind: 'put', collection: 'questions', doc: questions[1]! }], checkpoint: { name: 'projector', position: 2 } });
        await store.acquireLease(ask('another replay', 60_000, true));
        await expect(store.swapIn(rebuilt, { lease: 'projector', token: replay!.token })).rejects.toBeInstanceOf(LeaseLostError);
        expect(await store.get('questions', 'q1')).not.toBeNull();
        expect(await store.checkpoint('projector')).toBe(1);
        await rebuilt.close();
      });

      it('keeps the lease through a swap of rebuilt read models', async () => {
        const held = await store.acquireLease(ask('replay'));
        const rebuilt = await store.createRebuildTarget();
        await rebuilt.commit({ writes: [{ kind: 'put', collection: 'questions', doc: questions[0]! }], checkpoint: { name: 'projector', position: 9 } });
        await store.swapIn(rebuilt, { lease: 'projector', token: held!.token });
        expect(await store.acquireLease(ask('other'))).toBeNull();
        await store.commit({ writes: [], checkpoint: { name: 'projector', position: 10 }, fence: { lease: 'projector', token: held!.token } });
        expect(await store.checkpoint('projector')).toBe(10);
      });
    });
  });
}
