import { SqliteDatabase } from './sqlite-driver.js';

export interface ExclusiveFileLock {
  release(): void;
}

/**
 * An exclusive lock on `lockFile` for as long as the returned handle is held, or null when another holder (another
 * process, or another handle in this one) has it. SQLite takes it with the system's file locks and keeps it until
 * the connection closes (`locking_mode = EXCLUSIVE`), and the system drops it when its process dies, even by
 * kill -9: a restart never waits for a stale holder, as it could on a pid file that outlived its process or names a
 * new one. Deleting the lock file while it is held lets a second holder in: it locks a new file.
 */
export function tryExclusiveFileLock(lockFile: string): ExclusiveFileLock | null {
  const lock = new SqliteDatabase(lockFile, { timeout: 0 });
  try {
    lock.pragma('locking_mode = EXCLUSIVE');
    // The first write takes the exclusive lock, and the locking mode keeps it after the commit.
    lock.exec('BEGIN EXCLUSIVE; COMMIT');
  } catch (error) {
    lock.close();
    if ((error as { code?: string }).code === 'SQLITE_BUSY') return null;
    throw error;
  }
  return { release: () => lock.close() };
}
