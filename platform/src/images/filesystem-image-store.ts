import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { open, readdir, readFile, rename, rm, stat, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { imageHashOf, isImageHash, type ImageStore } from './image-store.js';

/** What a deletion moves an image aside under (deleteIfStoredBefore) until it is gone or put back. */
const ASIDE_SUFFIX = '.deleting';

/**
 * Images as files named by their hash in one folder (DATA_DIR/images in the embedded setup). A file is written
 * under a temporary name, flushed, then renamed into place: rename is atomic, so a reader sees the whole image or
 * none, and two writers of the same image both end with the same complete file.
 */
export function openFilesystemImageStore(options: { dir: string }): ImageStore {
  const { dir } = options;
  mkdirSync(dir, { recursive: true });
  const pathOf = (hash: string) => join(dir, hash);
  putBackImagesMovedAside(dir, pathOf);

  return {
    async put(bytes) {
      const hash = imageHashOf(bytes);
      try {
        const now = new Date();
        await utimes(pathOf(hash), now, now);
        return hash;
      } catch (error) {
        // Not stored yet, or moved aside for deletion a moment ago (deleteIfStoredBefore): stored anew below.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
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
      const times = await Promise.all(hashes.map((hash) => storedAtMs(pathOf(hash)).catch(() => null)));
      return hashes.filter((_, index) => times[index] !== null && times[index]! < time.getTime());
    },

    async deleteIfStoredBefore(hash, time) {
      if (!isImageHash(hash)) return false;
      // Moved aside before its time is read: a put from then on finds no image and stores the bytes anew, so it
      // cannot mark them stored between the look at the time and the deletion.
      const aside = join(dir, `.${hash}.${randomUUID()}${ASIDE_SUFFIX}`);
      try {
        await rename(pathOf(hash), aside);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw error;
      }
      if ((await storedAtMs(aside)) >= time.getTime()) {
        // Stored again since it was listed: back in place (over the same bytes, should a put have stored them since).
        await rename(aside, pathOf(hash));
        return false;
      }
      await rm(aside, { force: true });
      return true;
    },

    async close() {
      // Nothing is held open between calls.
    },
  };
}

/**
 * When an image was last stored: its file's time, rounded to the millisecond. A time set by utimes passes through
 * seconds as a float and often comes back a hair earlier than the Date it was given, which would make an image stored
 * at a moment look stored before it.
 */
async function storedAtMs(path: string): Promise<number> {
  return Math.round((await stat(path)).mtimeMs);
}

/**
 * An image moved aside by a deletion that a crash cut short goes back in place, unless its bytes were stored again
 * meanwhile: deleting it is left to the next sweep, which looks at it afresh, rather than risk losing a shown image.
 */
function putBackImagesMovedAside(dir: string, pathOf: (hash: string) => string): void {
  for (const name of readdirSync(dir)) {
    if (!name.startsWith('.') || !name.endsWith(ASIDE_SUFFIX)) continue;
    const hash = name.slice(1, 65);
    if (!isImageHash(hash)) continue;
    if (existsSync(pathOf(hash))) rmSync(join(dir, name), { force: true });
    else renameSync(join(dir, name), pathOf(hash));
  }
}
