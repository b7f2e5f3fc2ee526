import { open } from 'node:fs/promises';

/**
 * Makes committed appends durable off the event loop. The log commits with synchronous = NORMAL, which writes each
 * commit into the WAL file without waiting for the disk; before an append is acknowledged, the WAL file is synced
 * by a call that runs in libuv's thread pool. better-sqlite3 is synchronous, so syncing inside the commit
 * (synchronous = FULL) held the one JavaScript thread for the whole wait of the disk, about 2 ms a commit here,
 * while requests queued behind it.
 *
 * Commits that arrive while a sync is running wait for the next one, which starts as soon as the running one ends
 * and covers all of them: a sync that began before a commit was written does not cover it.
 */
export function coalescedSync(sync: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  let next: Promise<void> | null = null;
  const start = (): Promise<void> => {
    const current: Promise<void> = sync().finally(() => {
      if (running === current) running = null;
    });
    running = current;
    return current;
  };
  return () => {
    if (!running) return start();
    next ??= running
      .catch(() => undefined)
      .then(() => {
        next = null;
        return start();
      });
    return next;
  };
}

/** Flushes a file's written data to the disk (fdatasync, as SQLite itself uses on Linux). */
export async function syncFileData(file: string): Promise<void> {
  const handle = await open(file, 'r');
  try {
    await handle.datasync();
  } finally {
    await handle.close();
  }
}
