import { type ExclusiveFileLock, tryExclusiveFileLock } from '../sqlite/exclusive-file-lock.js';

/** Another process (or another queue of this one) already runs the jobs of this file. */
export class QueueFileInUseError extends Error {
  constructor(readonly file: string) {
    super(
      `The job queue file ${file} is in use by another process. One process runs a queue's jobs: stop the other ` +
        '`iec-bets start` on this DATA_DIR, or give this one a DATA_DIR of its own.',
    );
    this.name = 'QueueFileInUseError';
  }
}

/**
 * Makes this process the one owner of a queue's file for as long as it holds the returned lock (on `<file>.lock`,
 * see tryExclusiveFileLock). A second owner would take the first one's running jobs for stalled ones and run them
 * again: a second alert to every recipient. The queue's own file stays readable by others.
 */
export function claimQueueFile(file: string): ExclusiveFileLock {
  const lock = tryExclusiveFileLock(`${file}.lock`);
  if (!lock) throw new QueueFileInUseError(file);
  return lock;
}
