import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DomainEvent } from '@iec-bets/contracts';
import type { EventStore } from './event-store.js';
import { WrongExpectedRevisionError } from './event-store.js';
import { openSqliteEventStore } from './sqlite-event-store.js';
import { SqliteDatabase } from '../sqlite/sqlite-driver.js';
import { sampleMetadata } from './test-support/sample-events.js';

const answer = (questionId: string, userId: string): DomainEvent => ({
  type: 'AnswerSubmitted',
  data: { questionId, userId, optionId: 'yes' },
});

describe('SQLite appends made in the same turn (group commit)', () => {
  let dir: string;
  let store: EventStore;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'iec-bets-group-'));
    store = openSqliteEventStore({ file: join(dir, 'events.db') });
  });

  afterEach(async () => {
    await store.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('lands every valid append and refuses only the ones that break their own rules', async () => {
    const options = { expectedRevision: 'no_stream' as const, metadata: sampleMetadata() };
    const outcomes = await Promise.allSettled([
      store.append('answer-q1-u1', [answer('q1', 'u1')], options),
      store.append('answer-q1-u2', [answer('q1', 'u2')], options),
      // The same stream twice in one turn: the second sees the first inside the shared transaction.
      store.append('answer-q1-u1', [answer('q1', 'u1')], options),
      // Breaks its schema: refused whole, without taking the others down.
      store.append('answer-q1-u3', [{ type: 'AnswerSubmitted', data: { questionId: 'q1' } } as unknown as DomainEvent], options),
      store.append('answer-q1-u4', [answer('q1', 'u4')], options),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'rejected', 'fulfilled']);
    expect((outcomes[2] as PromiseRejectedResult).reason).toBeInstanceOf(WrongExpectedRevisionError);

    const log = await store.readAll({ after: 0, limit: 10 });
    expect(log.map((event) => event.streamId)).toEqual(['answer-q1-u1', 'answer-q1-u2', 'answer-q1-u4']);
    expect(log.map((event) => event.position)).toEqual([1, 2, 3]);
    expect(await store.readStream('answer-q1-u3')).toEqual([]);
  });

  it('leaves nothing of an append refused on its second event, and lands the others of the group', async () => {
    const options = { expectedRevision: 'any' as const, metadata: sampleMetadata() };
    const broken = { type: 'AnswerSubmitted', data: { questionId: 'q3' } } as unknown as DomainEvent;
    const outcomes = await Promise.allSettled([
      store.append('answer-q3-u1', [answer('q3', 'u1')], options),
      store.append('answer-q3-u2', [answer('q3', 'u2'), broken], options),
      store.append('answer-q3-u3', [answer('q3', 'u3')], options),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await store.readStream('answer-q3-u2')).toEqual([]);
    const log = await store.readAll({ after: 0, limit: 10 });
    expect(log.map((event) => event.streamId)).toEqual(['answer-q3-u1', 'answer-q3-u3']);
  });

  it('refuses the whole group, and keeps none of it, when an insert fails', async () => {
    // The file refuses one row, as a full disk would refuse a write: checks passed, the insert itself fails.
    const other = new SqliteDatabase(join(dir, 'events.db'));
    other.exec("CREATE TRIGGER refuse_boom BEFORE INSERT ON events WHEN NEW.stream_id = 'answer-q4-boom' BEGIN SELECT RAISE(ABORT, 'disk full'); END");
    other.close();
    const options = { expectedRevision: 'no_stream' as const, metadata: sampleMetadata() };
    const outcomes = await Promise.allSettled([
      store.append('answer-q4-u1', [answer('q4', 'u1')], options),
      store.append('answer-q4-boom', [answer('q4', 'boom')], options),
      store.append('answer-q4-u3', [answer('q4', 'u3')], options),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(await store.readAll({ after: 0, limit: 10 })).toEqual([]);
    // The next turn's appends land: nothing of the failed group is left half done.
    await store.append('answer-q4-u1', [answer('q4', 'u1')], options);
    expect((await store.readAll({ after: 0, limit: 10 })).map((event) => event.streamId)).toEqual(['answer-q4-u1']);
  });

  it('answers each append with the position of its own last event', async () => {
    const appended = await Promise.all(
      ['u1', 'u2', 'u3'].map((user) => store.append(`answer-q2-${user}`, [answer('q2', user)], { expectedRevision: 'any', metadata: sampleMetadata() })),
    );
    expect(appended).toEqual([
      { revision: 0, position: 1 },
      { revision: 0, position: 2 },
      { revision: 0, position: 3 },
    ]);
  });
});
