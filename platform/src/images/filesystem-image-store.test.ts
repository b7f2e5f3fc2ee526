import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openFilesystemImageStore } from './filesystem-image-store.js';
import { describeImageStoreContract } from './test-support/image-store-contract.js';

describeImageStoreContract('Filesystem', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'image-store-'));
  const store = openFilesystemImageStore({ dir: join(dir, 'images') });
  return {
    store,
    cleanup: async () => {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});

describe('filesystem image store', () => {
  it('leaves exactly one file per image, named by its hash, and no temporary file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'image-store-'));
    try {
      const store = openFilesystemImageStore({ dir: join(dir, 'images') });
      const bytes = Buffer.from('GIF89a some picture');
      const hashes = await Promise.all(Array.from({ length: 5 }, () => store.put(bytes)));
      expect(readdirSync(join(dir, 'images'))).toEqual([hashes[0]]);
      // A second store on the same folder (another process of the embedded setup) sees what the first wrote.
      expect(await openFilesystemImageStore({ dir: join(dir, 'images') }).get(hashes[0]!)).toEqual(bytes);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
