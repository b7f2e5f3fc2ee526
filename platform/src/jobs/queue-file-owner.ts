import { SqliteDatabase } from '../sqlite/sqlite-driver.js';

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

export interface QueueFileOwnership {
  release(): void;
}

/**
 * Makes this process the one owner of a queue's file for as long as it holds the returned handle. A second owner
 * would take the first one's running jobs for stalled ones and run them again (a second alert to every recipient).
 *
 * The claim is an exclusive lock on a small file beside the queue's (`<file>.lock`): SQLite takes it with the
 * system's file locks and keeps it until the connection closes (`locking_mode = EXCLUSIVE`). The system drops it
 * when the process dies, even by kill -9, so a restart never waits for a stale owner; a pid file could outlive its
 * process or name a new one. The queue's own file stays readable by others (a look at its jobs from a shell).
 */
export function claimQueueFile(file: string): QueueFileOwnership {
  const lock = new SqliteDatabase(`${file}.lock`, { timeout: 0 });
  try {
    lock.pragma('locking_mode = EXCLUSIVE');
    // The first write takes the exclusive lock, and the locking mode keeps it after the commit.
    lock.exec('BEGIN EXCLUSIVE; COMMIT');
  } catch (error) {
    lock.close();
    if ((error as { code?: string }).code === 'SQLITE_BUSY') throw new QueueFileInUseError(file);
    throw error;
  }
  return { release: () => lock.close() };
}
