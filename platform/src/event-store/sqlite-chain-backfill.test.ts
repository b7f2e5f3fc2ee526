import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SqliteDatabase } from '../sqlite/sqlite-driver.js';
import { openSqliteEventStore } from './sqlite-event-store.js';
import { sampleMetadata } from './test-support/sample-events.js';

/** A log as versions before the chain wrote it: the same table, metadata without links, user_version 0. */
function writeUnchainedLog(file: string, rows: Array<[streamId: string, revision: number, type: string, data: object]>) {
  const db = new SqliteDatabase(file);
  db.exec(`CREATE TABLE events (
    position INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL, stream_id TEXT NOT NULL, revision INTEGER NOT NULL,
    type TEXT NOT NULL, data TEXT NOT NULL, metadata TEXT NOT NULL, UNIQUE (stream_id, revision))`);
  const insert = db.prepare('INSERT INTO events (id, stream_id, revision, type, data, metadata) VALUES (?, ?, ?, ?, ?, ?)');
  for (const [index, [streamId, revision, type, data]] of rows.entries()) {
    const { correlationId, ...metadata } = sampleMetadata();
    insert.run(`id-${index}`, streamId, revision, type, JSON.stringify(data), JSON.stringify({ ...metadata, correlationId, schemaVersion: 1 }));
  }
  db.close();
}

describe('chaining a log written before the hash chain', () => {
  let dir: string;
  let file: string;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'iec-bets-chain-'));
    file = join(dir, 'events.db');
  });

  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('gives old events the links an append would have given them, and leaves their data as it was', async () => {
    writeUnchainedLog(file, [
      ['question-q1', 0, 'QuestionPublished', { questionId: 'q1' }],
      ['user-u1', 0, 'AdminGranted', { userId: 'u1' }],
      ['question-q1', 1, 'QuestionArchived', { questionId: 'q1' }],
    ]);
    const reference = openSqliteEventStore({ file: ':memory:' });
    const metadataOf = async (store: ReturnType<typeof openSqliteEventStore>) =>
      (await store.readStream('question-q1')).map((event) => event.metadata);

    const store = openSqliteEventStore({ file });
    const old = await store.readStream('question-q1');
    // The same events, appended today with the same metadata, get the same links.
    for (const event of old) {
      await reference.append('question-q1', [{ type: event.type, data: event.data } as never], {
        expectedRevision: 'any',
        metadata: { actorId: event.metadata.actorId, correlationId: event.metadata.correlationId, causationId: null, occurredAt: event.metadata.occurredAt },
      });
    }

    expect((await metadataOf(store)).map(({ hash, previousHash }) => ({ hash, previousHash }))).toEqual(
      (await metadataOf(reference)).map(({ hash, previousHash }) => ({ hash, previousHash })),
    );
    expect(old.map((event) => event.data)).toEqual([{ questionId: 'q1' }, { questionId: 'q1' }]);
    expect((await store.readStream('user-u1'))[0]!.metadata.previousHash).toBeNull();
    await store.close();
    await reference.close();
  });

  it('continues an old stream from the last old link', async () => {
    writeUnchainedLog(file, [['question-q1', 0, 'QuestionPublished', { questionId: 'q1' }]]);
    const store = openSqliteEventStore({ file });

    await store.append('question-q1', [{ type: 'QuestionArchived', data: { questionId: 'q1' } }], {
      expectedRevision: 0,
      metadata: sampleMetadata(),
    });

    const [first, second] = await store.readStream('question-q1');
    expect(second!.metadata.previousHash).toBe(first!.metadata.hash);
    await store.close();
  });

  it('chains once: a second opening finds the log chained and changes nothing', async () => {
    writeUnchainedLog(file, [['question-q1', 0, 'QuestionPublished', { questionId: 'q1' }]]);
    openSqliteEventStore({ file }).close();
    const db = new SqliteDatabase(file);
    db.prepare("UPDATE events SET metadata = json_set(metadata, '$.hash', ?)").run('f'.repeat(64));

    const store = openSqliteEventStore({ file });

    expect((await store.readStream('question-q1'))[0]!.metadata.hash).toBe('f'.repeat(64));
    await store.close();
    db.close();
  });
});
