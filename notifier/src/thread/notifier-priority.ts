import { setPriority } from 'node:os';

/**
 * The niceness of the thread that sends alerts in the one-process server: below the requests' thread (0), so that on a
 * busy machine the CPU goes to answering readers first and alerts go out with what is left. On election night a
 * resolution alerts every answerer at once, and each web push is encrypted for its browser (an ECDH agreement, a key
 * derivation and AES-GCM); at the requests' own priority those deliveries took turns with every read and multiplied
 * its slowest times. An alert seconds later goes unnoticed; a results page that stalls does not.
 */
export const NOTIFIER_THREAD_NICENESS = 10;

/**
 * Lowers the calling thread's CPU priority, on Linux, which gives each thread its own niceness: `setPriority` without
 * a pid sets the caller's there. Elsewhere the same call would lower the whole process, requests included, so it is
 * left alone. Raising one's niceness is always allowed; a system that refuses it only loses the preference.
 */
export function lowerThisThreadsPriority(niceness: number, warn: (message: string) => void, platform = process.platform): boolean {
  if (platform !== 'linux') return false;
  try {
    setPriority(niceness);
    return true;
  } catch (error) {
    warn(`Could not lower the notifier thread's priority: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}
