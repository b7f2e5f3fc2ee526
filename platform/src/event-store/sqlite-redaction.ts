import { ERASURE_EVENT_TYPES, streams, type ErasureEventType, type EventMetadata } from '@iec-bets/contracts';
import type { SqliteDatabase } from '../sqlite/sqlite-driver.js';
import { contentHash } from './event-chain.js';
import type { RedactionEdit } from './event-store.js';

/** How often, and how far apart, a checkpoint held off by a reader is tried again. */
const CHECKPOINT_TRIES = 20;
const CHECKPOINT_RETRY_MS = 500;

/**
 * Blanks stored events in place (RedactableEventLog.redactStored) in one write transaction. Each keeps the hash of
 * its content as it was (EventMetadata's `redaction`; a second redaction keeps the first's), so that its link holds,
 * and takes the schema version of its new data.
 *
 * The old bytes must leave the file, not just the row: `secure_delete` zeroes the space the old values free in their
 * pages, and a TRUNCATE checkpoint then moves the new pages into the file and empties the write-ahead log, which held
 * the pages as they were written. A reader in the middle of a read holds the checkpoint off; it is tried again
 * shortly, in the background.
 */
export function redactStoredEvents(db: SqliteDatabase, edits: readonly RedactionEdit[], redactedAt: string): void {
  if (edits.length === 0) return;
  const select = db
    .prepare<[string, number], [data: string, metadata: string]>('SELECT data, metadata FROM events WHERE stream_id = ? AND revision = ?')
    .raw();
  const update = db.prepare<[string, string, string, number]>('UPDATE events SET data = ?, metadata = ? WHERE stream_id = ? AND revision = ?');
  const redactAll = db.transaction(() => {
    for (const { streamId, revision, data, schemaVersion } of edits) {
      const row = select.get(streamId, revision);
      if (!row) throw new Error(`No event ${streamId}@${revision} to redact`);
      const metadata = JSON.parse(row[1]) as EventMetadata;
      const original = metadata.redaction?.contentHash ?? contentHash(metadata.actorId, JSON.parse(row[0]));
      const redacted: EventMetadata = { ...metadata, schemaVersion, redaction: { contentHash: original, redactedAt } };
      update.run(JSON.stringify(data), JSON.stringify(redacted), streamId, revision);
    }
  });
  const secureDelete = db.pragma('secure_delete', { simple: true }) as number;
  db.pragma('secure_delete = ON');
  try {
    redactAll.immediate();
  } finally {
    db.pragma(`secure_delete = ${secureDelete}`);
  }
  truncateWriteAheadLog(db, CHECKPOINT_TRIES);
}

/**
 * Tried without waiting: the checkpoint would otherwise wait out the busy timeout for a reader, freezing this
 * thread (the driver is synchronous) and holding other processes' appends off meanwhile. When readers keep it off
 * for every try, the old frames are overwritten anyway as soon as the log next restarts from its beginning, which
 * SQLite does after any checkpoint that finds no reader behind it.
 */
function truncateWriteAheadLog(db: SqliteDatabase, triesLeft: number): void {
  if (!db.open) return;
  const busyTimeout = db.pragma('busy_timeout', { simple: true }) as number;
  db.pragma('busy_timeout = 0');
  let busy: boolean;
  try {
    const [result] = db.pragma('wal_checkpoint(TRUNCATE)') as Array<{ busy: number }>;
    busy = Boolean(result?.busy);
  } catch {
    // SQLITE_BUSY at once: another connection is checkpointing or writing.
    busy = true;
  } finally {
    db.pragma(`busy_timeout = ${busyTimeout}`);
  }
  if (busy && triesLeft > 1) setTimeout(() => truncateWriteAheadLog(db, triesLeft - 1), CHECKPOINT_RETRY_MS).unref();
}

/**
 * `PRAGMA user_version` of a log whose erasures recorded before the redaction existed were swept (see below). 3: the
 * comments their authors deleted joined the erasures, so a log swept at 2 is swept once more for them.
 */
const pastErasuresSweptVersion = 3;

/**
 * The streams that may hold, in the clear, data of a person erased before erasures blanked the log's file: those
 * of every account deleted (the user's own and their push subscriptions), every newsletter subscription erased and
 * every comment its author deleted. Undefined once swept (`markPastErasuresSwept`). One pass over the log by type,
 * in SQLite, without reading events.
 */
export function pastErasureStreams(db: SqliteDatabase): PastErasures | undefined {
  if (Number(db.pragma('user_version', { simple: true })) >= pastErasuresSweptVersion) return undefined;
  const erasures = db
    .prepare<[string], [type: ErasureEventType, data: string]>('SELECT type, data FROM events WHERE type IN (SELECT value FROM json_each(?))')
    .raw()
    .all(JSON.stringify(ERASURE_EVENT_TYPES));
  const streamIds: string[] = [];
  const deletedComments: string[] = [];
  for (const [type, json] of erasures) {
    const data = JSON.parse(json) as { userId?: string; subscriberId?: string; commentId?: string };
    switch (type) {
      case 'UserDeleted':
        streamIds.push(...streams.personalDataOf(data.userId!));
        break;
      case 'NewsletterSubscriptionErased':
        streamIds.push(streams.newsletter(data.subscriberId!));
        break;
      case 'CommentDeleted':
        streamIds.push(streams.comment(data.commentId!));
        deletedComments.push(data.commentId!);
        break;
    }
  }
  // An address subscribed and erased twice names its stream twice.
  return { streamIds: [...new Set(streamIds)], deletedComments };
}

/** What a sweep of past erasures goes over. */
export interface PastErasures {
  streamIds: string[];
  /**
   * Comments their authors deleted before a deletion erased anything: no key was ever made for them, so the sweep
   * marks each as erased before it blanks them.
   */
  deletedComments: string[];
}

export function markPastErasuresSwept(db: SqliteDatabase): void {
  db.transaction(() => {
    if (Number(db.pragma('user_version', { simple: true })) < pastErasuresSweptVersion) db.pragma(`user_version = ${pastErasuresSweptVersion}`);
  }).immediate();
}

/**
 * A log begun by this version holds no erasure from before: it is marked swept as it is made, so that its first
 * start does not scan it (a scan of 3.5 million events took seconds).
 */
export function markNewLogSwept(db: SqliteDatabase): void {
  if (Number(db.pragma('user_version', { simple: true })) >= pastErasuresSweptVersion) return;
  if (db.prepare<[], number | null>('SELECT MAX(position) FROM events').pluck().get() !== null) return;
  markPastErasuresSwept(db);
}
