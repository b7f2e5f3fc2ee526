import type { SqliteDatabase } from '../sqlite/sqlite-driver.js';

/**
 * The global log: the rowid is the position, and AUTOINCREMENT keeps a position from ever being handed out twice,
 * even after the last rows were removed by hand. UNIQUE(stream_id, revision) is both the index for reading a stream
 * and the last guard against two writers giving one stream the same revision.
 */
const createEventsTable = `
  CREATE TABLE IF NOT EXISTS events (
    position  INTEGER PRIMARY KEY AUTOINCREMENT,
    id        TEXT    NOT NULL,
    stream_id TEXT    NOT NULL,
    revision  INTEGER NOT NULL,
    type      TEXT    NOT NULL,
    data      TEXT    NOT NULL,
    metadata  TEXT    NOT NULL,
    UNIQUE (stream_id, revision)
  )`;

/**
 * WAL lets readers (the projector, the query side) go on while a command writes, and lets the command line write
 * the same file while the server runs. synchronous = NORMAL writes each commit into the WAL without waiting for the
 * disk; the store then syncs the WAL file itself, off the event loop, before it acknowledges the append (see
 * commit-sync.ts): an answer that got its 201 survives a power cut, and appends of one event-loop turn share a
 * commit and a sync (group commit).
 */
export function prepareEventLog(db: SqliteDatabase): void {
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.exec(createEventsTable);
}

/** The write-ahead log of an event log file, which holds its commits until a checkpoint copies them back. */
export const walFileOf = (file: string) => `${file}-wal`;

/** How long a writer waits for another process's write transaction before giving up with SQLITE_BUSY. */
export const busyTimeoutMs = 5_000;
