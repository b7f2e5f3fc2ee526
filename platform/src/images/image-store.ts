import { createHash } from 'node:crypto';

/**
 * Images (of comments) kept outside the event log, content-addressed: an image's name is the sha256 of its bytes,
 * so storing the same picture twice keeps one copy, a name never points at other bytes, and a served image can be
 * cached forever. The store holds bytes only; what they are is read from the bytes themselves (image-type.ts).
 */
export interface ImageStore {
  /**
   * Stores the bytes (once, whatever the number of calls) and gives their hash. Storing bytes already stored marks
   * them stored now, so that an image a new comment brings again is not swept as unshown meanwhile.
   */
  put(bytes: Uint8Array): Promise<string>;
  /** The bytes stored under `hash`, or null when there are none (or `hash` is not a hash). */
  get(hash: string): Promise<Buffer | null>;
  /** The hashes of the images last stored before `time`. */
  storedBefore(time: Date): Promise<string[]>;
  /**
   * Deletes the image stored under `hash` if it was last stored before `time`, and says whether it did. A put of
   * the same bytes at the same moment is never lost: it either marks them stored first (and they stay) or stores
   * them anew after the deletion. Nothing happens for a hash with no image, or for no hash.
   */
  deleteIfStoredBefore(hash: string, time: Date): Promise<boolean>;
  close(): Promise<void>;
}

const IMAGE_HASH = /^[0-9a-f]{64}$/;

/** True for a well-formed image name: 64 lowercase hex digits. */
export function isImageHash(value: string): boolean {
  return IMAGE_HASH.test(value);
}

/** The name an image's bytes are stored under. */
export function imageHashOf(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}
