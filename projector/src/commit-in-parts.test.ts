import type { DocumentWrite, ReadModelBatch } from '@iec-bets/platform';
import { describe, expect, it } from 'vitest';
import { commitInParts } from './commit-in-parts.js';

const writes = (count: number): DocumentWrite[] =>
  Array.from({ length: count }, (_, i) => ({ kind: 'put', collection: 'answers', doc: { id: `a${i}` } }));

async function partsOf(count: number, tail: Pick<ReadModelBatch, 'checkpoint' | 'fence'>) {
  const commits: ReadModelBatch[] = [];
  await commitInParts(async (batch) => void commits.push(batch), writes(count), 10, tail);
  return commits.map((batch) => ({ writes: batch.writes.length, checkpoint: batch.checkpoint?.position, fenced: batch.fence !== undefined }));
}

describe('commitInParts', () => {
  const checkpoint = { name: 'projector', position: 42 };

  it('splits the writes into commits of at most the bound, the checkpoint only with the last', async () => {
    expect(await partsOf(25, { checkpoint })).toEqual([
      { writes: 10, checkpoint: undefined, fenced: false },
      { writes: 10, checkpoint: undefined, fenced: false },
      { writes: 5, checkpoint: 42, fenced: false },
    ]);
  });

  it('makes no empty last commit when the writes fill the parts exactly', async () => {
    expect((await partsOf(20, { checkpoint })).map((part) => part.writes)).toEqual([10, 10]);
  });

  it('still saves a checkpoint that has no writes with it', async () => {
    expect(await partsOf(0, { checkpoint })).toEqual([{ writes: 0, checkpoint: 42, fenced: false }]);
  });

  it('guards every part with the fence, not only the last', async () => {
    const parts = await partsOf(15, { checkpoint, fence: { lease: 'projector', token: 3 } });
    expect(parts.map((part) => part.fenced)).toEqual([true, true]);
  });

  it('keeps every write once and in order', async () => {
    const seen: string[] = [];
    await commitInParts(async (batch) => void seen.push(...batch.writes.map((w) => (w.kind === 'put' ? w.doc.id : w.id))), writes(23), 10, {});
    expect(seen).toEqual(writes(23).map((w) => (w.kind === 'put' ? w.doc.id : '')));
  });

  it('saves every put before any delete, so that a part left undone finds what later puts derive from', async () => {
    const mixed: DocumentWrite[] = [
      { kind: 'delete', collection: 'comments', id: 'q1:c1' },
      { kind: 'put', collection: 'questions', doc: { id: 'q2' } },
      { kind: 'delete', collection: 'questions', id: 'q1' },
      { kind: 'put', collection: 'unshown_records', doc: { id: 'comment:c1' } },
    ];
    const parts: string[][] = [];
    await commitInParts(async (batch) => void parts.push(batch.writes.map((w) => (w.kind === 'put' ? `put ${w.doc.id}` : `delete ${w.id}`))), mixed, 2, {});
    expect(parts).toEqual([
      ['put q2', 'put comment:c1'],
      ['delete q1:c1', 'delete q1'],
    ]);
  });
});
