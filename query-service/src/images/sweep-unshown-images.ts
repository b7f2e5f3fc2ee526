import type { ImageStore, ReadStore } from '@iec-bets/platform';
import { isImageShown } from '../views/image-shown.js';

/**
 * How long an image stays after it was last stored, shown or not. An image is stored just before its comment is
 * appended, and the read models show the comment a moment later: an image is never taken for unshown in that moment,
 * nor when a new comment brings the bytes of one just deleted (storing them again marks them stored now).
 */
export const UNSHOWN_IMAGE_GRACE_MS = 60 * 60_000;

/**
 * Deletes the images no live comment shows: those of comments their authors deleted, that a moderator removed, or
 * whose question went. They stopped being served at once; this takes their bytes off the disk (or out of GridFS).
 * Returns how many it deleted.
 */
export async function sweepUnshownImages(stores: { imageStore: ImageStore; readStore: ReadStore }, now: Date): Promise<number> {
  let deleted = 0;
  const cutoff = new Date(now.getTime() - UNSHOWN_IMAGE_GRACE_MS);
  for (const hash of await stores.imageStore.storedBefore(cutoff)) {
    // Looked at one by one: a comment shown by the time its image's turn comes keeps it. One whose bytes a new
    // comment stored again since the listing is kept by the store itself, even in the moment after this look.
    if (await isImageShown(stores.readStore, hash)) continue;
    if (await stores.imageStore.deleteIfStoredBefore(hash, cutoff)) deleted++;
  }
  return deleted;
}
