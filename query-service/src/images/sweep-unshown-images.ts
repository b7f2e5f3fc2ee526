import type { EventStore, ImageStore, ProjectorWatermark, ReadStore } from '@iec-bets/platform';
import { isImageShown } from '../views/image-shown.js';

/**
 * How long an image stays after it was last stored, shown or not. An image is stored just before its comment is
 * appended, and the read models show the comment a moment later: an image is never taken for unshown in that moment,
 * nor when a new comment brings the bytes of one just deleted (storing them again marks them stored now).
 */
export const UNSHOWN_IMAGE_GRACE_MS = 60 * 60_000;

/**
 * How long a sweep waits for the read models to reach the log's head before it leaves the images to the next one.
 * Short: a service that is stopping waits for the sweep under way, within the 10 s a container is given to stop.
 */
export const SWEEP_CATCH_UP_WAIT_MS = 5_000;

export interface ImageSweepStores {
  imageStore: ImageStore;
  readStore: ReadStore;
  eventStore: Pick<EventStore, 'headPosition'>;
  watermark: Pick<ProjectorWatermark, 'waitFor'>;
}

/**
 * Deletes the images no live comment shows: those of comments their authors deleted, that a moderator removed, or
 * whose question went. They stopped being served at once; this takes their bytes off the disk (or out of GridFS).
 * Returns how many it deleted, or undefined when it left them to the next sweep, the read models being behind.
 *
 * "No comment shows it" is believed only of read models that have every comment of the log: a projector that is
 * down, far behind, or rebuilding from an empty store would otherwise have the bytes of live comments deleted, and
 * those images would answer 404 for good once it caught up. An image listed here was stored more than the grace time
 * ago, so its comment, if it has one, was appended before the sweep began: the head read first covers it.
 */
export async function sweepUnshownImages(
  stores: ImageSweepStores,
  now: Date,
  catchUpWaitMs = SWEEP_CATCH_UP_WAIT_MS,
): Promise<number | undefined> {
  const head = await stores.eventStore.headPosition();
  if ((await stores.watermark.waitFor(head, catchUpWaitMs)) < head) return undefined;
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
