import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CURRENT_SCHEMA_VERSION, type RecordedEvent } from '@iec-bets/contracts';
import {
  WrongExpectedRevisionError,
  type EventStore,
  type EventSubscription,
  type ScannedBatch,
  type ScanSubscription,
  type ExpectedRevision,
  type StoredEvent,
} from '../event-store.js';
import { expectedLink } from '../event-chain.js';
import { adminGranted, questionPublished, sampleMetadata, uniqueStreamId } from './sample-events.js';

export interface OpenedEventStore {
  store: EventStore;
  /**
   * Cuts the store's connections to its server from outside, as a restart or a network failure would. Only stores
   * that talk to a server have it, and only they are held to what follows from it.
   */
  dropConnections?: () => void;
  cleanup(): Promise<void>;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What every event store adapter must do. The log may hold events of other tests or of earlier runs (a server's log
 * cannot be emptied), so each test writes to streams of its own and looks only at those in the global log.
 */
export function describeEventStoreContract(
  name: string,
  open: () => Promise<OpenedEventStore>,
  options: { overANetwork?: boolean } = {},
): void {
  describe(`${name}: event store contract`, () => {
    let store: EventStore;
    let cleanup: () => Promise<void>;
    let dropConnections: (() => void) | undefined;

    beforeEach(async () => {
      ({ store, cleanup, dropConnections } = await open());
    });

    afterEach(async () => {
      await cleanup();
    });

    describe('appending and reading a stream', () => {
      it('reads back every event of a stream in order, with its id, revision, position and metadata', async () => {
        const streamId = uniqueStreamId();
        const metadata = sampleMetadata({ actorId: null, causationId: 'command-1' });
        const first = await store.append(streamId, [questionPublished('q1'), adminGranted('u1')], {
          expectedRevision: 'no_stream',
          metadata,
        });
        const second = await store.append(streamId, [questionPublished('q2')], { expectedRevision: 1, metadata });

        const events = await store.readStream(streamId);

        expect(events.map(({ type, data, streamId: stream, revision }) => ({ type, data, stream, revision }))).toEqual([
          { type: 'QuestionPublished', data: { questionId: 'q1' }, stream: streamId, revision: 0 },
          { type: 'AdminGranted', data: { userId: 'u1' }, stream: streamId, revision: 1 },
          { type: 'QuestionPublished', data: { questionId: 'q2' }, stream: streamId, revision: 2 },
        ]);
        for (const event of events) {
          expect(event.id).toMatch(uuidPattern);
          expect(event.metadata).toEqual({
            ...metadata,
            schemaVersion: CURRENT_SCHEMA_VERSION[event.type],
            hash: expect.stringMatching(/^[0-9a-f]{64}$/),
            previousHash: event.revision === 0 ? null : expect.stringMatching(/^[0-9a-f]{64}$/),
          });
        }
        expect(new Set(events.map((event) => event.id)).size).toBe(3);
        expect(first).toEqual({ revision: 1, position: events[1]!.position });
        expect(second).toEqual({ revision: 2, position: events[2]!.position });
      });

      it('gives each event of one append its own position, increasing in append order', async () => {
        const streamId = uniqueStreamId();
        await store.append(streamId, [questionPublished('a'), questionPublished('b'), questionPublished('c')], {
          expectedRevision: 'no_stream',
          metadata: sampleMetadata(),
        });

        const positions = (await store.readStream(streamId)).map((event) => event.position);

        expect(positions).toHaveLength(3);
        expectStrictlyIncreasing(positions);
        expect(positions[0]).toBeGreaterThan(0);
      });

      it('gives later appends later positions, across streams', async () => {
        const [a, b] = [uniqueStreamId(), uniqueStreamId('user')];
        const metadata = sampleMetadata();
        const results = [
          await store.append(a, [questionPublished('a')], { expectedRevision: 'any', metadata }),
          await store.append(b, [adminGranted('b')], { expectedRevision: 'any', metadata }),
          await store.append(a, [questionPublished('a')], { expectedRevision: 'any', metadata }),
        ];

        expectStrictlyIncreasing(results.map((result) => result.position));
      });

      it('reads a stream that does not exist as no events', async () => {
        expect(await store.readStream(uniqueStreamId())).toEqual([]);
      });
    });

    describe('expected revision', () => {
      /** A stream holding two events (last revision 1), or none. */
      async function givenStream(existing: boolean): Promise<string> {
        const streamId = uniqueStreamId();
        if (existing) {
          await store.append(streamId, [questionPublished('q'), questionPublished('q')], {
            expectedRevision: 'no_stream',
            metadata: sampleMetadata(),
          });
        }
        return streamId;
      }

      const accepted: Array<[string, boolean, ExpectedRevision, number]> = [
        ['any, on a new stream', false, 'any', 0],
        ['any, on an existing stream', true, 'any', 2],
        ['no_stream, on a new stream', false, 'no_stream', 0],
        ['stream_exists, on an existing stream', true, 'stream_exists', 2],
        ['the exact last revision', true, 1, 2],
      ];

      it.each(accepted)('accepts %s', async (_case, existing, expectedRevision, newRevision) => {
        const streamId = await givenStream(existing);

        const result = await store.append(streamId, [adminGranted('u')], {
          expectedRevision,
          metadata: sampleMetadata(),
        });

        const events = await store.readStream(streamId);
        expect(result.revision).toBe(newRevision);
        expect(events).toHaveLength(newRevision + 1);
        expect(events.at(-1)).toMatchObject({ type: 'AdminGranted', revision: newRevision, position: result.position });
      });

      const refused: Array<[string, boolean, ExpectedRevision, number | 'no_stream']> = [
        ['no_stream, on an existing stream', true, 'no_stream', 1],
        ['stream_exists, on a new stream', false, 'stream_exists', 'no_stream'],
        ['a revision behind the last one', true, 0, 1],
        ['a revision beyond the last one', true, 5, 1],
        ['a revision, on a new stream', false, 0, 'no_stream'],
      ];

      it.each(refused)('refuses %s and appends nothing', async (_case, existing, expectedRevision, actual) => {
        const streamId = await givenStream(existing);
        const before = await store.readStream(streamId);

        const attempt = store.append(streamId, [adminGranted('u'), adminGranted('v')], {
          expectedRevision,
          metadata: sampleMetadata(),
        });

        const error = await attempt.then(
          () => undefined,
          (reason: unknown) => reason,
        );
        expect(error).toBeInstanceOf(WrongExpectedRevisionError);
        expect(error).toMatchObject({ streamId, expected: expectedRevision, actual });
        expect(await store.readStream(streamId)).toEqual(before);
      });

      it('lets exactly one of two concurrent no_stream appends to one stream win', async () => {
        const streamId = uniqueStreamId('username');
        const reserve = (userId: string) =>
          store.append(streamId, [adminGranted(userId)], { expectedRevision: 'no_stream', metadata: sampleMetadata() });

        const outcomes = await Promise.allSettled([reserve('first'), reserve('second')]);

        const fulfilled = outcomes.filter((outcome) => outcome.status === 'fulfilled');
        const rejected = outcomes.filter((outcome) => outcome.status === 'rejected');
        expect(fulfilled).toHaveLength(1);
        expect(rejected).toHaveLength(1);
        expect((rejected[0] as PromiseRejectedResult).reason).toBeInstanceOf(WrongExpectedRevisionError);
        const events = await store.readStream(streamId);
        expect(events).toHaveLength(1);
        expect(events[0]!.position).toBe((fulfilled[0] as PromiseFulfilledResult<{ position: number }>).value.position);
      });
    });

    describe('hash chain', () => {
      it("links every event to the one before it in its stream, across appends, as anyone can recompute", async () => {
        const streamId = uniqueStreamId();
        await store.append(streamId, [questionPublished('q1'), adminGranted('u1')], {
          expectedRevision: 'no_stream',
          metadata: sampleMetadata(),
        });
        await store.append(streamId, [questionPublished('q2')], {
          expectedRevision: 1,
          metadata: sampleMetadata({ actorId: null, occurredAt: '2026-03-02T09:30:00.000Z' }),
        });

        const events = await store.readStream(streamId);

        let previousHash: string | null = null;
        for (const event of events) {
          expect(event.metadata.previousHash).toBe(previousHash);
          expect(event.metadata.hash).toBe(expectedLink({ ...event, streamId }, previousHash).hash);
          previousHash = event.metadata.hash ?? null;
        }
        expect(new Set(events.map((event) => event.metadata.hash)).size).toBe(3);
      });

      it('keeps one unbroken chain when writers that expect any revision append to one stream at once', async () => {
        const streamId = uniqueStreamId();
        await Promise.all(
          ['a', 'b', 'c', 'd'].map((id) =>
            store.append(streamId, [questionPublished(id)], { expectedRevision: 'any', metadata: sampleMetadata() }),
          ),
        );

        const events = await store.readStream(streamId);

        expect(events.map((event) => event.revision)).toEqual([0, 1, 2, 3]);
        for (const [index, event] of events.entries()) {
          expect(event.metadata.previousHash).toBe(index === 0 ? null : events[index - 1]!.metadata.hash);
        }
      });

      it('reads the log as stored, with the data and links each event was appended with', async () => {
        const streamId = uniqueStreamId();
        const before = await store.headPosition();
        await store.append(streamId, [questionPublished('q1'), adminGranted('u1')], {
          expectedRevision: 'no_stream',
          metadata: sampleMetadata(),
        });
        const recorded = await store.readStream(streamId);

        const stored: StoredEvent[] = [];
        for (let after = before; ; ) {
          const page = await store.readAllAsStored({ after, limit: 50 });
          stored.push(...page.filter((event) => event.streamId === streamId));
          if (page.length === 0 || stored.length === 2) break;
          after = page.at(-1)!.position;
        }

        expect(stored).toEqual(
          recorded.map(({ position, revision, type, data, metadata }) => ({ position, streamId, revision, type, data, metadata })),
        );
      });
    });

    describe('the global log', () => {
      it('reads the log in pages from just after a position', async () => {
        const streams = [uniqueStreamId(), uniqueStreamId('user')];
        const appended: RecordedEvent[] = [];
        for (let i = 0; i < 5; i++) {
          await store.append(streams[i % 2]!, [questionPublished(`q${i}`)], {
            expectedRevision: 'any',
            metadata: sampleMetadata(),
          });
        }
        for (const streamId of streams) appended.push(...(await store.readStream(streamId)));
        appended.sort((a, b) => a.position - b.position);
        const after = appended[0]!.position;

        const pages = await readPagesUntil(store, after, 2, (events) => ownEvents(events, streams).length >= 4);

        expect(pages[0]).toHaveLength(2);
        for (const page of pages) expect(page.length).toBeLessThanOrEqual(2);
        const positions = pages.flat().map((event) => event.position);
        expect(positions[0]).toBeGreaterThan(after);
        expectStrictlyIncreasing(positions);
        expect(ownEvents(pages.flat(), streams)).toEqual(appended.slice(1));
      });

      it('gives the position of the last event as the head', async () => {
        const before = await store.headPosition();
        const result = await store.append(uniqueStreamId(), [questionPublished('q')], {
          expectedRevision: 'no_stream',
          metadata: sampleMetadata(),
        });

        const head = await store.headPosition();

        expect(head).toBeGreaterThan(before);
        expect(head).toBeGreaterThanOrEqual(result.position);
      });
    });

    describe('subscribing to the log', () => {
      it('catches up from a position, then delivers appends as they happen, in batches of at most batchSize', async () => {
        const streams = [uniqueStreamId(), uniqueStreamId()];
        const metadata = sampleMetadata({ actorId: null });
        const after = await store.headPosition();
        await store.append(streams[0]!, [questionPublished('a'), questionPublished('b')], {
          expectedRevision: 'no_stream',
          metadata,
        });
        await store.append(streams[1]!, [adminGranted('c')], { expectedRevision: 'no_stream', metadata });
        const subscription = store.subscribeAll({ after, batchSize: 2 });
        const reader = new SubscriptionReader(subscription);

        try {
          const caughtUp = await reader.readUntil((events) => ownEvents(events, streams).length >= 3);
          await store.append(streams[0]!, [questionPublished('d')], { expectedRevision: 1, metadata });
          const live = await reader.readUntil((events) => ownEvents(events, streams).length >= 1);

          const stored = [...(await store.readStream(streams[0]!)), ...(await store.readStream(streams[1]!))].sort(
            (a, b) => a.position - b.position,
          );
          expect([...ownEvents(caughtUp, streams), ...ownEvents(live, streams)]).toEqual(stored);
          expect(stored.map((event) => event.type)).toEqual([
            'QuestionPublished',
            'QuestionPublished',
            'AdminGranted',
            'QuestionPublished',
          ]);
          for (const batch of reader.batches) expect(batch.length).toBeLessThanOrEqual(2);
          const positions = reader.batches.flat().map((event) => event.position);
          expect(positions[0]).toBeGreaterThan(after);
          expectStrictlyIncreasing(positions);
        } finally {
          await subscription.close();
        }
      });

      it('resumes from inside a multi-event append: after its second event comes its third, and nothing before', async () => {
        const streamId = uniqueStreamId();
        const metadata = sampleMetadata({ actorId: null });
        await store.append(streamId, [questionPublished('a'), questionPublished('b'), questionPublished('c')], {
          expectedRevision: 'no_stream',
          metadata,
        });
        const appended = await store.readStream(streamId);
        const middle = appended[1]!.position;

        const fromLog = await store.readAll({ after: middle, limit: 10 });
        expect(ownEvents(fromLog, [streamId])).toEqual([appended[2]]);

        const subscription = store.subscribeAll({ after: middle, batchSize: 1 });
        try {
          const reader = new SubscriptionReader(subscription);
          const read = await reader.readUntil((events) => ownEvents(events, [streamId]).length >= 1);
          expect(ownEvents(read, [streamId])).toEqual([appended[2]]);
          expect(read.every((event) => event.position > middle)).toBe(true);
        } finally {
          await subscription.close();
        }
      });

      if (options.overANetwork) {
        it('subscribes again when the server drops the connection, and delivers what came meanwhile once, in order', async () => {
          const streamId = uniqueStreamId();
          const metadata = sampleMetadata({ actorId: null });
          const after = await store.headPosition();
          await store.append(streamId, [questionPublished('a')], { expectedRevision: 'no_stream', metadata });
          const subscription = store.subscribeAll({ after, batchSize: 10 });
          try {
            const reader = new SubscriptionReader(subscription);
            await reader.readUntil((events) => ownEvents(events, [streamId]).length >= 1);
            dropConnections!();
            // Appended while the subscription is cut off (the append itself may need a reconnection first).
            await store.append(streamId, [questionPublished('b'), questionPublished('c')], { expectedRevision: 0, metadata });
            await reader.readUntil((events) => ownEvents(events, [streamId]).length >= 2);
            const delivered = ownEvents(reader.batches.flat(), [streamId]);
            expect(delivered).toEqual(await store.readStream(streamId));
            expectStrictlyIncreasing(reader.batches.flat().map((event) => event.position));
          } finally {
            await subscription.close();
          }
        });
      }

      describe('scanning for some types of event', () => {
        it('says it is live once it has looked at the whole log, though the log ends in events of other types', async () => {
          const metadata = sampleMetadata({ actorId: null });
          const questionStream = uniqueStreamId();
          const after = await store.headPosition();
          await store.append(questionStream, [questionPublished('last')], { expectedRevision: 'no_stream', metadata });
          for (let index = 0; index < 5; index++) {
            await store.append(uniqueStreamId('user'), [adminGranted(`late${index}`)], { expectedRevision: 'no_stream', metadata });
          }
          const subscription = store.scanByType({ after, types: ['QuestionPublished'] });
          try {
            const batches = await readScanUntil(subscription, (read) => read.some((batch) => batch.live));
            const delivered = batches.flatMap((batch) => batch.events);

            expect(ownEvents(delivered, [questionStream])).toEqual(await store.readStream(questionStream));
            // Nothing of its types is left to come: the last batch holds the question or came after it.
            expect(batches.at(-1)!.live).toBe(true);
          } finally {
            await subscription.close();
          }
        });

        it('delivers only events of those types, in order, and reports a reach past the others that follow', async () => {
          const questionStream = uniqueStreamId();
          const grantStreams = Array.from({ length: 100 }, () => uniqueStreamId('user'));
          const metadata = sampleMetadata({ actorId: null });
          const after = await store.headPosition();
          await store.append(grantStreams[0]!, [adminGranted('first')], { expectedRevision: 'no_stream', metadata });
          await store.append(questionStream, [questionPublished('a'), questionPublished('b')], { expectedRevision: 'no_stream', metadata });
          // Pages of other events after the questions: EventStoreDB's filter reports its reach after 32 events looked
          // at, and never for the last page of a catch-up.
          for (const streamId of grantStreams.slice(1)) {
            await store.append(streamId, [adminGranted(streamId)], { expectedRevision: 'no_stream', metadata });
          }
          const questions = await store.readStream(questionStream);
          const lastQuestion = questions.at(-1)!.position;
          const subscription = store.scanByType({ after, types: ['QuestionPublished'], batchSize: 1 });
          try {
            // Until the scan says it looked past the questions, at the grants after them, which it must pass over.
            const batches = await readScanUntil(subscription, (read) => (read.at(-1)?.through ?? 0) > lastQuestion);
            const delivered = batches.flatMap((batch) => batch.events);

            expect(delivered.filter((event) => event.type !== 'QuestionPublished')).toEqual([]);
            expect(ownEvents(delivered, [questionStream])).toEqual(questions);
            for (const batch of batches) {
              expect(batch.events.length).toBeLessThanOrEqual(1);
              for (const event of batch.events) expect(event.position).toBeLessThanOrEqual(batch.through);
            }
            expectStrictlyIncreasing(batches.map((batch) => batch.through));
          } finally {
            await subscription.close();
          }
        });

        it('resumes from a reach that holds no event of its types: the next one arrives, and nothing before it', async () => {
          const metadata = sampleMetadata({ actorId: null });
          const grants = Array.from({ length: 100 }, () => uniqueStreamId('user'));
          const after = await store.headPosition();
          for (const streamId of grants) await store.append(streamId, [adminGranted(streamId)], { expectedRevision: 'no_stream', metadata });
          const first = store.scanByType({ after, types: ['QuestionPublished'] });
          let reached: number;
          try {
            const batches = await readScanUntil(first, (read) => read.length > 0 && read.at(-1)!.through > after);
            expect(batches.flatMap((batch) => batch.events)).toEqual([]);
            reached = batches.at(-1)!.through;
          } finally {
            await first.close();
          }

          const questionStream = uniqueStreamId();
          await store.append(questionStream, [questionPublished('later')], { expectedRevision: 'no_stream', metadata });
          const second = store.scanByType({ after: reached, types: ['QuestionPublished', 'AdminGranted'] });
          try {
            const batches = await readScanUntil(second, (read) => ownEvents(read.flatMap((batch) => batch.events), [questionStream]).length > 0);
            const delivered = batches.flatMap((batch) => batch.events);
            // Grants are of its types now, but those at or before the reach it resumed from were looked at already.
            expect(delivered.every((event) => event.position > reached)).toBe(true);
            expect(ownEvents(delivered, [questionStream])).toEqual(await store.readStream(questionStream));
          } finally {
            await second.close();
          }
        });
      });

      it('ends the iteration promptly when closed, releasing a reader that waits for the next batch', async () => {
        const subscription = store.subscribeAll({ after: await store.headPosition() });
        const iterator = subscription[Symbol.asyncIterator]();
        const waiting = iterator.next();
        await new Promise((resolve) => setTimeout(resolve, 50));

        await subscription.close();

        // A batch that was already on its way may still arrive; after it the iteration is over.
        await withTimeout(waiting, 2_000, 'the waiting next() to settle after close');
        expect(await withTimeout(iterator.next(), 2_000, 'next() after close')).toEqual({
          done: true,
          value: undefined,
        });
      });

      it('is closed by leaving a for-await loop', async () => {
        const streamId = uniqueStreamId();
        const after = await store.headPosition();
        await store.append(streamId, [questionPublished('q')], { expectedRevision: 'no_stream', metadata: sampleMetadata() });
        const subscription = store.subscribeAll({ after });

        for await (const batch of subscription) {
          if (ownEvents(batch, [streamId]).length > 0) break;
        }

        const iterator = subscription[Symbol.asyncIterator]();
        expect(await withTimeout(iterator.next(), 2_000, 'next() after leaving the loop')).toEqual({
          done: true,
          value: undefined,
        });
      });
    });
  });
}

function ownEvents(events: RecordedEvent[], streams: string[]): RecordedEvent[] {
  return events.filter((event) => streams.includes(event.streamId));
}

function expectStrictlyIncreasing(values: number[]): void {
  for (let i = 1; i < values.length; i++) expect(values[i]).toBeGreaterThan(values[i - 1]!);
}

async function readPagesUntil(
  store: EventStore,
  after: number,
  limit: number,
  enough: (events: RecordedEvent[]) => boolean,
): Promise<RecordedEvent[][]> {
  const pages: RecordedEvent[][] = [];
  let position = after;
  while (!enough(pages.flat())) {
    const page = await store.readAll({ after: position, limit });
    if (page.length === 0) throw new Error(`The log ended after ${position} before the expected events were read`);
    pages.push(page);
    position = page.at(-1)!.position;
  }
  return pages;
}

/** Reads a type scan batch by batch until the batches read suffice; returns them all. */
async function readScanUntil(
  subscription: ScanSubscription,
  enough: (batches: ScannedBatch[]) => boolean,
  timeoutMs = 5_000,
): Promise<ScannedBatch[]> {
  const iterator = subscription[Symbol.asyncIterator]();
  const batches: ScannedBatch[] = [];
  const deadline = Date.now() + timeoutMs;
  while (!enough(batches)) {
    const next = await withTimeout(iterator.next(), deadline - Date.now(), 'the next scanned batch');
    if (next.done) throw new Error('The scan ended before the expected batches arrived');
    batches.push(next.value);
  }
  return batches;
}

/** Reads a subscription batch by batch, remembering every batch, until the events read since the call suffice. */
class SubscriptionReader {
  readonly batches: RecordedEvent[][] = [];
  private readonly iterator: AsyncIterator<RecordedEvent[]>;

  constructor(subscription: EventSubscription) {
    this.iterator = subscription[Symbol.asyncIterator]();
  }

  async readUntil(enough: (events: RecordedEvent[]) => boolean, timeoutMs = 5_000): Promise<RecordedEvent[]> {
    const read: RecordedEvent[] = [];
    const deadline = Date.now() + timeoutMs;
    while (!enough(read)) {
      const next = await withTimeout(this.iterator.next(), deadline - Date.now(), 'the next batch');
      if (next.done) throw new Error('The subscription ended before the expected events arrived');
      this.batches.push(next.value);
      read.push(...next.value);
    }
    return read;
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Timed out after ${ms} ms waiting for ${what}`)), Math.max(ms, 0));
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
