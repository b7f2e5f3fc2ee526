import { describe, expect, it } from 'vitest';
import { ProjectionBatch } from './projection-batch.js';
import { openTempReadStore } from './test-support/temp-stores.js';

describe('ProjectionBatch', () => {
  async function storeWithAnswers() {
    const store = openTempReadStore();
    await store.commit({
      writes: [
        { kind: 'put', collection: 'answers', doc: { id: 'a1', questionId: 'q1', optionId: 'yes' } },
        { kind: 'put', collection: 'answers', doc: { id: 'a2', questionId: 'q1', optionId: 'no' } },
        { kind: 'put', collection: 'answers', doc: { id: 'a3', questionId: 'q2', optionId: 'no' } },
      ],
    });
    return store;
  }

  it('reads a document it has not loaded as absent, notes it, and has it after loading', async () => {
    const batch = new ProjectionBatch(await storeWithAnswers());
    expect(batch.get('answers', 'a1')).toBeUndefined();
    expect(batch.get('answers', 'nowhere')).toBeUndefined();
    expect(batch.find('answers', { where: { questionId: 'q1' } })).toEqual([]);
    expect(batch.hasMissing()).toBe(true);

    await batch.loadMissing();
    expect(batch.hasMissing()).toBe(false);
    expect(batch.get('answers', 'a1')).toEqual({ id: 'a1', questionId: 'q1', optionId: 'yes' });
    expect(batch.get('answers', 'nowhere')).toBeUndefined();
    expect(batch.find('answers', { where: { questionId: 'q1' } }).map((doc) => doc.id).sort()).toEqual(['a1', 'a2']);
    expect(batch.hasMissing()).toBe(false);
  });

  it('lets later reads see earlier writes of the batch, by id and by field', async () => {
    const batch = new ProjectionBatch(await storeWithAnswers());
    batch.find('answers', { where: { questionId: 'q1' } });
    batch.find('answers', { where: { questionId: 'q2' } });
    await batch.loadMissing();
    batch.put('answers', { id: 'a4', questionId: 'q1', optionId: 'yes' });
    batch.put('answers', { id: 'a2', questionId: 'q2', optionId: 'no' });
    batch.delete('answers', 'a1');

    const ids = (questionId: string) => batch.find('answers', { where: { questionId } }).map((doc) => doc.id).sort();
    expect(ids('q1')).toEqual(['a4']);
    expect(ids('q2')).toEqual(['a2', 'a3']);
    // Changes made after a look-up by field are found by it too.
    batch.put('answers', { id: 'a3', questionId: 'q1', optionId: 'no' });
    expect(ids('q1')).toEqual(['a3', 'a4']);
    expect(ids('q2')).toEqual(['a2']);
    expect(batch.get('answers', 'a1')).toBeUndefined();
    expect(batch.get('answers', 'a4')).toEqual({ id: 'a4', questionId: 'q1', optionId: 'yes' });
    expect(batch.hasMissing()).toBe(false);
  });

  it('finds by id prefix, in the store and among the changes of the batch', async () => {
    const store = openTempReadStore();
    await store.commit({
      writes: ['q1:u1', 'q1:u2', 'q10:u1', 'q2:u1'].map((id) => ({
        kind: 'put' as const,
        collection: 'answers',
        doc: { id, questionId: id.split(':')[0]!, kind: 'answer' },
      })),
    });
    const batch = new ProjectionBatch(store);
    const query = { where: { kind: 'answer' }, idPrefix: 'q1:' };
    batch.find('answers', query);
    await batch.loadMissing();
    batch.put('answers', { id: 'q1:u3', questionId: 'q1', kind: 'answer' });
    batch.put('answers', { id: 'q11:u3', questionId: 'q11', kind: 'answer' });
    expect(batch.find('answers', query).map((doc) => doc.id).sort()).toEqual(['q1:u1', 'q1:u2', 'q1:u3']);
  });

  it('writes nothing until it commits, then every change and the checkpoint together', async () => {
    const store = await storeWithAnswers();
    const batch = new ProjectionBatch(store);
    batch.put('answers', { id: 'a5', questionId: 'q3', optionId: 'yes' });
    batch.delete('answers', 'a3');
    expect(await store.count('answers')).toBe(3);

    await batch.commit({ name: 'projector', position: 42 });
    const stored = await store.find('answers', { orderBy: [['id', 'asc']] });
    expect(stored.map((doc) => doc.id)).toEqual(['a1', 'a2', 'a5']);
    expect(await store.checkpoint('projector')).toBe(42);
  });

  it('writes only the final state of a document changed several times', async () => {
    const batch = new ProjectionBatch(await storeWithAnswers());
    batch.put('answers', { id: 'a6', questionId: 'q1', optionId: 'yes' });
    batch.put('answers', { id: 'a6', questionId: 'q1', optionId: 'no' });
    batch.delete('answers', 'a2');
    batch.put('answers', { id: 'a2', questionId: 'q1', optionId: 'yes' });
    expect(batch.writes()).toEqual([
      { kind: 'put', collection: 'answers', doc: { id: 'a6', questionId: 'q1', optionId: 'no' } },
      { kind: 'put', collection: 'answers', doc: { id: 'a2', questionId: 'q1', optionId: 'yes' } },
    ]);
  });
});
