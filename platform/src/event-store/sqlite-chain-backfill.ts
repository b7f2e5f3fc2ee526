import type { SqliteDatabase } from '../sqlite/sqlite-driver.js';
import { expectedLink } from './event-chain.js';

/** `PRAGMA user_version` of a log whose every event carries its chain link. */
const chainedLogVersion = 1;

type Row = [position: number, streamId: string, revision: number, type: string, data: string, metadata: string];

/**
 * Gives the events written before the log was chained their links, once. Only the metadata gains fields: the
 * event's data, type and place stay as they were written, and the links are exactly those the store would have set
 * on append. Runs under the write lock and checks the version again inside it, so that two processes opening an
 * old log at once (a cluster starting) chain it once.
 */
export function chainUnchainedEvents(db: SqliteDatabase): void {
  const version = () => Number(db.pragma('user_version', { simple: true }));
  if (version() >= chainedLogVersion) return;
  const select = db
    .prepare<[], Row>('SELECT position, stream_id, revision, type, data, metadata FROM events ORDER BY position')
    .raw();
  const update = db.prepare<[string, number]>('UPDATE events SET metadata = ? WHERE position = ?');
  const chain = db.transaction(() => {
    if (version() >= chainedLogVersion) return;
    const lastHash = new Map<string, string>();
    // Collected first: SQLite does not let a statement update the table another statement is still stepping through.
    const updates: Array<[string, number]> = [];
    for (const [position, streamId, revision, type, data, metadataJson] of select.iterate()) {
      const metadata = JSON.parse(metadataJson) as { actorId: string | null; occurredAt: string; hash?: string };
      const previousHash = lastHash.get(streamId) ?? null;
      const link = metadata.hash
        ? { hash: metadata.hash, previousHash }
        : expectedLink({ streamId, revision, type, data: JSON.parse(data), metadata }, previousHash);
      if (!metadata.hash) updates.push([JSON.stringify({ ...metadata, ...link }), position]);
      lastHash.set(streamId, link.hash);
    }
    for (const [metadata, position] of updates) update.run(metadata, position);
    db.pragma(`user_version = ${chainedLogVersion}`);
  });
  chain.immediate();
}
