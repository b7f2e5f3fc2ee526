import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { open, readdir, readFile, rename, rm, stat, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { imageHashOf, isImageHash, type ImageStore } from './image-store.js';

/**
 * Images as files named by their hash in one folder (DATA_DIR/images in the embedded setup). A file is written
 * under a temporary name, flushed, then renamed into place: rename is atomic, so a reader sees the whole image or
 * none, and two writers of the same image both end with the same complete file.
 */
export function openFilesystemImageStore(options: { dir: string }): ImageStore {
  const { dir } = options;
  mkdirSync(dir, { recursive: true });
  const pathOf = (hash: string) => join(dir, hash);

  return {
    async put(bytes) {
      const hash = imageHashOf(bytes);
      if (await exists(pathOf(hash))) {
        const now = new Date();
        await utimes(pathOf(hash), now, now);
        return hash;
      }
      // Temporary names start with a dot, which no hash does, so they never collide with a stored image.
      const temporary = join(dir, `.${hash}.${randomUUID()}.tmp`);
      try {
        const file = await open(temporary, 'wx');
        try {
          await file.writeFile(bytes);
          await file.sync();
        } finally {
          await file.close();
        }
        await rename(temporary, pathOf(hash));
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      return hash;
    },

    async get(hash) {
      if (!isImageHash(hash)) return null;
      try {
        return await readFile(pathOf(hash));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    async storedBefore(time) {
      const hashes = (await readdir(dir)).filter(isImageHash);
      // Rounded to the millisecond: a time set by utimes passes through seconds as a float and often comes back a
      // hair earlier than the Date it was given, which would make an image stored at `time` look stored before it.
      const times = await Promise.all(
        hashes.map((hash) => stat(pathOf(hash)).then((stats) => Math.round(stats.mtimeMs), () => null)),
      );
      return hashes.filter((_, index) => times[index] !== null && times[index]! < time.getTime());
    },

    async delete(hash) {
      if (isImageHash(hash)) await rm(pathOf(hash), { force: true });
    },

    async close() {
      // Nothing is held open between calls.
    },
  };
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}
