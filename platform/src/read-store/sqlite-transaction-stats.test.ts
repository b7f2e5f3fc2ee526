import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DocumentWrite } from './read-store.js';
import { openSqliteReadStore } from './sqlite-read-store.js';
import { largestReadStoreTransaction } from './sqlite-transaction-stats.js';

const puts = (count: number, prefix: string): DocumentWrite[] =>
  Array.from({ length: count }, (_, index) => ({ kind: 'put', collection: 'things', doc: { id: `${prefix}-${index}` } }));

describe('SQLite read store, largest transaction', () => {
  let dir: string;
  let file: string;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'iec-bets-transaction-stats-'));
    file = join(dir, 'read-models.sqlite');
  });

  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('given commits of 3, 7 and 2 documents, then the largest is 7, read from another connection while the store is open', async () => {
    const store = openSqliteReadStore({ file });
    await store.commit({ writes: puts(3, 'a') });
    await store.commit({ writes: [...puts(6, 'b'), { kind: 'delete', collection: 'things', id: 'a-0' }] });
    await store.commit({ writes: puts(2, 'c'), checkpoint: { name: 'projector', position: 9 } });

    expect(largestReadStoreTransaction(file)).toBe(7);
    await store.close();
  });

  it('given a reset while a store has the file open, then only the commits after it count', async () => {
    const store = openSqliteReadStore({ file });
    await store.commit({ writes: puts(5, 'a') });

    expect(largestReadStoreTransaction(file, { reset: true })).toBe(5);
    await store.commit({ writes: puts(2, 'b') });
    expect(largestReadStoreTransaction(file)).toBe(2);
    await store.close();
  });

  it('given a fresh file, then none is recorded', () => {
    expect(largestReadStoreTransaction(file)).toBe(0);
  });
});
