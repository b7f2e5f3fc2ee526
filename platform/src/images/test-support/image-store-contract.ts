import { createHash, randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ImageStore } from '../image-store.js';

export interface OpenedImageStore {
  store: ImageStore;
  cleanup(): Promise<void>;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The behaviour every image-store adapter must show; `open` gives a fresh, empty store each time. */
export function describeImageStoreContract(name: string, open: () => Promise<OpenedImageStore>): void {
  describe(`${name} image store contract`, () => {
    let opened: OpenedImageStore;
    let store: ImageStore;

    beforeEach(async () => {
      opened = await open();
      store = opened.store;
    });
    afterEach(async () => {
      await opened.cleanup();
    });

    it('names stored bytes by their sha256 and gives them back exactly', async () => {
      const bytes = randomBytes(3000);
      const hash = await store.put(bytes);
      expect(hash).toBe(sha256(bytes));
      expect(Buffer.compare((await store.get(hash))!, bytes)).toBe(0);
    });

    it('keeps bytes of every value, the zero byte and an empty image included', async () => {
      const all = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
      expect(await store.get(await store.put(all))).toEqual(all);
      const empty = Buffer.alloc(0);
      expect(await store.get(await store.put(empty))).toEqual(empty);
    });

    it('stores a large image (5 MB) whole', async () => {
      const bytes = randomBytes(5 * 1024 * 1024);
      const hash = await store.put(bytes);
      expect(sha256((await store.get(hash))!)).toBe(hash);
    });

    it('is idempotent: the same bytes stored again, even at the same moment, give the same name and bytes', async () => {
      const bytes = randomBytes(1000);
      const hashes = await Promise.all([store.put(bytes), store.put(bytes), store.put(bytes)]);
      expect(new Set(hashes)).toEqual(new Set([sha256(bytes)]));
      expect(await store.put(bytes)).toBe(sha256(bytes));
      expect(await store.get(sha256(bytes))).toEqual(bytes);
    });

    it('keeps different images apart', async () => {
      const a = randomBytes(100);
      const b = randomBytes(100);
      const [hashA, hashB] = [await store.put(a), await store.put(b)];
      expect(hashA).not.toBe(hashB);
      expect(await store.get(hashA)).toEqual(a);
      expect(await store.get(hashB)).toEqual(b);
    });

    it('tells the images last stored before a time, storing bytes again counting as storing them', async () => {
      const older = await store.put(randomBytes(100));
      const storedAgain = await store.put(randomBytes(100));
      await new Promise((resolve) => setTimeout(resolve, 30));
      const between = new Date();
      await new Promise((resolve) => setTimeout(resolve, 30));
      const newer = await store.put(randomBytes(100));
      await store.put((await store.get(storedAgain))!);
      expect(await store.storedBefore(between)).toEqual([older]);
      expect(new Set(await store.storedBefore(new Date(Date.now() + 1000)))).toEqual(new Set([older, storedAgain, newer]));
    });

    it('never counts bytes stored again as stored before the moment they were stored again', async () => {
      const bytes = randomBytes(100);
      const hash = await store.put(bytes);
      // Many tries, since the moment and the stored time share their millisecond only some of the time.
      for (let i = 0; i < 50; i++) {
        const moment = new Date();
        await store.put(bytes);
        expect(await store.storedBefore(moment)).not.toContain(hash);
      }
    });

    it('deletes an image stored before a time, and says so; an image stored since, one it does not have, or no hash, it leaves', async () => {
      const deletedBytes = randomBytes(100);
      const deleted = await store.put(deletedBytes);
      const kept = await store.put(randomBytes(100));
      await new Promise((resolve) => setTimeout(resolve, 30));
      const cutoff = new Date();
      await store.put((await store.get(kept))!);
      expect(await store.deleteIfStoredBefore(deleted, cutoff)).toBe(true);
      expect(await store.get(deleted)).toBeNull();
      expect(await store.deleteIfStoredBefore(kept, cutoff)).toBe(false);
      expect(await store.get(kept)).not.toBeNull();
      expect(await store.storedBefore(new Date(Date.now() + 1000))).toEqual([kept]);
      expect(await store.deleteIfStoredBefore(deleted, cutoff)).toBe(false);
      expect(await store.deleteIfStoredBefore('../../etc/passwd', cutoff)).toBe(false);
      // Deleted bytes may be stored again.
      expect(await store.put(deletedBytes)).toBe(deleted);
      expect(await store.get(deleted)).toEqual(deletedBytes);
    });

    it('never loses bytes stored again at the moment they are deleted as stored before', async () => {
      const bytes = randomBytes(100);
      const hash = await store.put(bytes);
      for (let i = 0; i < 30; i++) {
        await new Promise((resolve) => setTimeout(resolve, 3));
        // The image was stored before the cutoff, and a new comment brings its bytes again as the sweep deletes it:
        // whichever comes first, the put's image is there afterwards.
        const cutoff = new Date();
        const [, deleted] = await Promise.all([store.put(bytes), store.deleteIfStoredBefore(hash, cutoff)]);
        expect(await store.get(hash), `try ${i}, deleted: ${deleted}`).toEqual(bytes);
      }
    });

    it('answers null for an unknown hash and for anything that is not a hash', async () => {
      expect(await store.get(sha256(Buffer.from('never stored')))).toBeNull();
      for (const bad of ['', 'abc', '../../etc/passwd', 'A'.repeat(64), `${'a'.repeat(63)}/`, `.${'a'.repeat(63)}`]) {
        expect(await store.get(bad)).toBeNull();
      }
    });
  });
}
