import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WrongExpectedRevisionError } from './event-store.js';
import { openSqliteEventStore, type SqliteEventStore } from './sqlite-event-store.js';
import { adminGranted, questionPublished, sampleMetadata, uniqueStreamId } from './test-support/sample-events.js';

describe('SQLite event store, appendMany (bulk import)', () => {
  let dir: string;
  let store: SqliteEventStore;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'iec-bets-append-many-'));
    store = openSqliteEventStore({ file: join(dir, 'events.db') });
  });

  afterEach(async () => {
    await store.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('given new streams, when many are appended at once, then each lands in order with its own revisions and chain', async () => {
    const [a, b] = [uniqueStreamId('user'), uniqueStreamId('user')];
    const results = await store.appendMany([
      { streamId: a, events: [adminGranted('a')], options: { expectedRevision: 'no_stream', metadata: sampleMetadata() } },
      { streamId: b, events: [adminGranted('b'), adminGranted('b')], options: { expectedRevision: 'no_stream', metadata: sampleMetadata() } },
      { streamId: a, events: [adminGranted('a')], options: { expectedRevision: 0, metadata: sampleMetadata() } },
    ]);

    expect(results).toEqual([
      { revision: 0, position: 1 },
      { revision: 1, position: 3 },
      { revision: 1, position: 4 },
    ]);
    const streamA = await store.readStream(a);
    expect(streamA.map((event) => event.revision)).toEqual([0, 1]);
    expect(streamA[1]!.metadata.previousHash).toBe(streamA[0]!.metadata.hash);
  });

  it('given one append whose expected revision does not hold, then none of the call lands', async () => {
    const taken = uniqueStreamId('username');
    await store.append(taken, [questionPublished('q')], { expectedRevision: 'no_stream', metadata: sampleMetadata() });
    const fresh = uniqueStreamId('username');

    await expect(
      store.appendMany([
        { streamId: fresh, events: [questionPublished('q')], options: { expectedRevision: 'no_stream', metadata: sampleMetadata() } },
        { streamId: taken, events: [questionPublished('q')], options: { expectedRevision: 'no_stream', metadata: sampleMetadata() } },
      ]),
    ).rejects.toBeInstanceOf(WrongExpectedRevisionError);

    expect(await store.readStream(fresh)).toEqual([]);
    expect(await store.headPosition()).toBe(1);
  });

  it('given appends requested just before, then they land first: the log keeps the order they were asked for in', async () => {
    const first = uniqueStreamId();
    const later = uniqueStreamId();
    const pending = store.append(first, [questionPublished('q1')], { expectedRevision: 'no_stream', metadata: sampleMetadata() });
    await store.appendMany([{ streamId: later, events: [questionPublished('q2')], options: { expectedRevision: 'no_stream', metadata: sampleMetadata() } }]);

    expect(await pending).toEqual({ revision: 0, position: 1 });
    expect((await store.readAll({ after: 0, limit: 10 })).map((event) => event.streamId)).toEqual([first, later]);
  });

  it('given a stream read before, then a read after the bulk append sees the new events, not the cached ones', async () => {
    const streamId = uniqueStreamId();
    expect(await store.readStream(streamId)).toEqual([]);
    await store.appendMany([{ streamId, events: [questionPublished('q')], options: { expectedRevision: 'no_stream', metadata: sampleMetadata() } }]);
    expect(await store.readStream(streamId)).toHaveLength(1);
  });

  it('given an append with no events, then it refuses the whole call', async () => {
    await expect(store.appendMany([{ streamId: uniqueStreamId(), events: [], options: { expectedRevision: 'any', metadata: sampleMetadata() } }])).rejects.toThrow(
      'Nothing to append',
    );
  });
});
