import type { Document, DocumentWrite, ReadModelBatch, ReadStore } from '@iec-bets/platform';
import { describe, expect, it } from 'vitest';
import type { ProjectionStore } from './projection-batch.js';
import { openTempReadStore } from './test-support/temp-stores.js';
import { WriteBehindStore } from './write-behind-store.js';

/** A real SQLite store, with a record of what reached it: each commit's size and checkpoint, and the ids it was asked for. */
function watchedStore() {
  const store = openTempReadStore();
  const commits: Array<{ writes: number; checkpoint?: number }> = [];
  const loads: string[] = [];
  const watched: ProjectionStore = {
    get: (collection, id) => {
      loads.push(id);
      return store.get(collection, id);
    },
    getMany: (collection, ids) => {
      loads.push(...ids);
      return store.getMany(collection, ids);
    },
    find: (collection, options) => store.find(collection, options),
    commit: (batch: ReadModelBatch) => {
      commits.push({ writes: batch.writes.length, ...(batch.checkpoint ? { checkpoint: batch.checkpoint.position } : {}) });
      return store.commit(batch);
    },
  };
  return { store, watched, commits, loads };
}

const put = (id: string, fields: Record<string, unknown> = {}): DocumentWrite => ({ kind: 'put', collection: 'answers', doc: { id, ...fields } });
const ids = (docs: Document[]) => docs.map((doc) => doc.id);

async function storedIds(store: ReadStore): Promise<string[]> {
  return ids(await store.find('answers', { orderBy: [['id', 'asc']] }));
}

describe('WriteBehindStore', () => {
  it('answers reads from its commits while the store has none of them yet', async () => {
    const { store, watched, commits } = watchedStore();
    const behind = new WriteBehindStore(watched, { heldDocuments: 100 });

    await behind.commit({ writes: [put('a1', { optionId: 'yes' }), put('a2')], checkpoint: { name: 'projector', position: 2 } });
    await behind.commit({ writes: [{ kind: 'delete', collection: 'answers', id: 'a2' }, put('a3')] });

    expect(await behind.get('answers', 'a1')).toEqual({ id: 'a1', optionId: 'yes' });
    expect(await behind.get('answers', 'a2')).toBeNull();
    expect(ids(await behind.getMany('answers', ['a3', 'a2', 'a1', 'a3']))).toEqual(['a3', 'a1']);
    expect(commits).toEqual([]);
    expect(await storedIds(store)).toEqual([]);
    expect(await store.checkpoint('projector')).toBe(0);
  });

  it('loads a document from the store once, then answers from memory', async () => {
    const { store, watched, loads } = watchedStore();
    await store.commit({ writes: [put('a1', { optionId: 'no' })] });
    const behind = new WriteBehindStore(watched, { heldDocuments: 100 });

    expect(await behind.getMany('answers', ['a1', 'missing'])).toEqual([{ id: 'a1', optionId: 'no' }]);
    expect(await behind.get('answers', 'a1')).toEqual({ id: 'a1', optionId: 'no' });
    expect(await behind.get('answers', 'missing')).toBeNull();
    expect(await behind.getMany('answers', ['missing', 'a1'])).toEqual([{ id: 'a1', optionId: 'no' }]);
    expect(loads).toEqual(['a1', 'missing']);
  });

  it('writes every change, the last version of each, with the checkpoint on flush', async () => {
    const { store, watched, commits } = watchedStore();
    await store.commit({ writes: [put('gone')] });
    const behind = new WriteBehindStore(watched, { heldDocuments: 100 });
    await behind.commit({ writes: [put('a1', { n: 1 }), put('a2')], checkpoint: { name: 'projector', position: 5 } });
    await behind.commit({ writes: [put('a1', { n: 2 }), { kind: 'delete', collection: 'answers', id: 'gone' }], checkpoint: { name: 'projector', position: 9 } });

    await behind.flush();

    expect(commits).toEqual([{ writes: 3, checkpoint: 9 }]);
    expect(await storedIds(store)).toEqual(['a1', 'a2']);
    expect(await store.get('answers', 'a1')).toEqual({ id: 'a1', n: 2 });
    expect(await store.checkpoint('projector')).toBe(9);
  });

  it('writes and empties its memory once it holds as many documents as allowed, in commits of bounded size', async () => {
    const { store, watched, commits, loads } = watchedStore();
    const behind = new WriteBehindStore(watched, { heldDocuments: 10, maxWrites: 4 });

    await behind.commit({ writes: ['a1', 'a2', 'a3', 'a4', 'a5'].map((id) => put(id)), checkpoint: { name: 'projector', position: 5 } });
    expect(commits).toEqual([]);
    await behind.commit({ writes: ['a6', 'a7', 'a8', 'a9', 'b1'].map((id) => put(id)), checkpoint: { name: 'projector', position: 10 } });

    // The checkpoint goes with the last part, so that it never passes documents not written yet.
    expect(commits).toEqual([{ writes: 4 }, { writes: 4 }, { writes: 2, checkpoint: 10 }]);
    expect(await storedIds(store)).toHaveLength(10);
    expect(await store.checkpoint('projector')).toBe(10);
    // Memory was emptied: a document read now comes from the store.
    expect(await behind.get('answers', 'a1')).toEqual({ id: 'a1' });
    expect(loads).toEqual(['a1']);
  });

  it('counts documents it only read towards what it may hold', async () => {
    const { watched, commits } = watchedStore();
    const behind = new WriteBehindStore(watched, { heldDocuments: 3 });
    await behind.getMany('answers', ['x1', 'x2']);
    await behind.commit({ writes: [put('a1')], checkpoint: { name: 'projector', position: 1 } });
    expect(commits).toEqual([{ writes: 1, checkpoint: 1 }]);
  });

  it("finds over the store and its held changes alike, with the store's filters, order and limit", async () => {
    const { store, watched, commits } = watchedStore();
    await store.commit({ writes: [put('q1:u1', { questionId: 'q1' }), put('q1:u2', { questionId: 'q1' }), put('q2:u1', { questionId: 'q2' })] });
    const behind = new WriteBehindStore(watched, { heldDocuments: 100 });
    await behind.commit({
      writes: [put('q1:u3', { questionId: 'q1' }), { kind: 'delete', collection: 'answers', id: 'q1:u1' }, put('q2:u1', { questionId: 'q1' })],
      checkpoint: { name: 'projector', position: 7 },
    });
    await behind.commit({ writes: [{ kind: 'put', collection: 'questions', doc: { id: 'q1' } }] });

    const found = await behind.find('answers', { where: { questionId: 'q1' }, orderBy: [['id', 'asc']] });
    const lastTwo = await behind.find('answers', { where: { questionId: 'q1' }, orderBy: [['id', 'desc']], limit: 2 });

    expect(ids(found)).toEqual(['q1:u2', 'q1:u3', 'q2:u1']);
    expect(ids(lastTwo)).toEqual(['q2:u1', 'q1:u3']);
    // Only that collection's changes were written for it, and the checkpoint waits for the rest.
    expect(commits).toEqual([{ writes: 3 }]);
    expect(await store.checkpoint('projector')).toBe(0);
    expect(await store.get('questions', 'q1')).toBeNull();
    await behind.flush();
    expect(commits).toEqual([{ writes: 3 }, { writes: 1, checkpoint: 7 }]);
  });

  it('keeps what a failed write-out did not land, and writes it before the checkpoint on the next flush', async () => {
    const { store, watched } = watchedStore();
    let parts = 0;
    // The second part of the write-out fails once, as a transaction that timed out would.
    const failingOnce: ProjectionStore = {
      ...watched,
      commit: (batch) => (++parts === 2 ? Promise.reject(new Error('transaction timed out')) : watched.commit(batch)),
    };
    const behind = new WriteBehindStore(failingOnce, { maxWrites: 2 });
    await behind.commit({ writes: ['a1', 'a2', 'a3', 'a4', 'a5'].map((id) => put(id)), checkpoint: { name: 'projector', position: 5 } });

    await expect(behind.flush()).rejects.toThrow('transaction timed out');
    expect(await storedIds(store)).toEqual(['a1', 'a2']);
    expect(await store.checkpoint('projector')).toBe(0);

    await behind.flush();
    expect(await storedIds(store)).toEqual(['a1', 'a2', 'a3', 'a4', 'a5']);
    expect(await store.checkpoint('projector')).toBe(5);
  });

  it('refuses a fenced commit, which it could not check when it writes', async () => {
    const { watched } = watchedStore();
    const behind = new WriteBehindStore(watched);
    await expect(behind.commit({ writes: [put('a1')], fence: { lease: 'projector', token: 1 } })).rejects.toThrow('cannot fence');
    expect(await behind.get('answers', 'a1')).toBeNull();
  });

  it('writes nothing on a flush with nothing changed', async () => {
    const { watched, commits } = watchedStore();
    const behind = new WriteBehindStore(watched);
    await behind.get('answers', 'a1');
    await behind.flush();
    expect(commits).toEqual([]);
  });
});
