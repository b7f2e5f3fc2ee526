import type { SqliteDatabase } from '../sqlite/sqlite-driver.js';
import { chainUnchainedEvents } from './sqlite-chain-backfill.js';
import { markNewLogSwept } from './sqlite-redaction.js';

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
 * the same file while the server runs. synchronous = FULL syncs the WAL to disk at every commit, before the append
 * returns: an answer that got its 201 survives a power cut. Appends of one event-loop turn share a commit (group
 * commit), so the sync is paid once per group rather than once per answer. (The read models and sessions keep
 * NORMAL: both can be rebuilt or signed into again, the log cannot.)
 */
export function prepareEventLog(db: SqliteDatabase): void {
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.exec(createEventsTable);
  chainUnchainedEvents(db);
  markNewLogSwept(db);
}

/** How long a writer waits for another process's write transaction before giving up with SQLITE_BUSY. */
export const busyTimeoutMs = 5_000;
