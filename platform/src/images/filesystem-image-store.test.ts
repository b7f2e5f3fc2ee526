import { copyFileSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
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

  it('puts back, on opening, an image a deletion moved aside before a crash, and drops the aside copy of one stored again', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'image-store-'));
    try {
      const images = join(dir, 'images');
      const store = openFilesystemImageStore({ dir: images });
      const moved = Buffer.from('GIF89a moved aside');
      const storedAgain = Buffer.from('GIF89a stored again');
      const [movedHash, againHash] = [await store.put(moved), await store.put(storedAgain)];
      // What deleteIfStoredBefore leaves when the process dies between moving an image aside and deleting it.
      renameSync(join(images, movedHash), join(images, `.${movedHash}.crash.deleting`));
      copyFileSync(join(images, againHash), join(images, `.${againHash}.crash.deleting`));
      expect(await store.get(movedHash)).toBeNull();

      const reopened = openFilesystemImageStore({ dir: images });
      expect(await reopened.get(movedHash)).toEqual(moved);
      expect(await reopened.get(againHash)).toEqual(storedAgain);
      expect(readdirSync(images).sort()).toEqual([movedHash, againHash].sort());
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
