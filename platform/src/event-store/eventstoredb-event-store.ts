import {
  BACKWARDS,
  END,
  EventStoreDBClient,
  NO_STREAM,
  StreamNotFoundError,
  WrongExpectedVersionError,
  type AllStreamResolvedEvent,
  type CurrentRevision as EsdbCurrentRevision,
  type ReadPosition,
} from '@eventstore/db-client';
import type { RecordedEvent, UpcasterTable } from '@iec-bets/contracts';
import {
  WrongExpectedRevisionError,
  type AppendResult,
  type EventStore,
  type StoredEvent,
} from './event-store.js';
import { expectedLink } from './event-chain.js';
import { asStoredEvent, fromStoredEvent, isSystemEvent, toEventData } from './eventstoredb-events.js';
import { meetsExpectedRevision } from './expected-revision.js';
import { positionNumber, readPositionAfter } from './eventstoredb-positions.js';
import { EventStoreDbSubscription, type SubscriptionLogger } from './eventstoredb-subscription.js';
import { mappedSubscription } from './mapped-subscription.js';
import type { BackoffPolicy } from './exponential-backoff.js';
import type { CurrentRevision } from './expected-revision.js';

export interface EventStoreDbEventStoreOptions {
  /** e.g. esdb://localhost:2113?tls=false */
  connectionString: string;
  /** Upcasters for events stored under older schema versions; the product's own table by default. */
  upcasters?: UpcasterTable;
  /** Delays between attempts to subscribe again after the server dropped a subscription. */
  resubscribe?: BackoffPolicy;
  logger?: SubscriptionLogger;
}

const defaultBatchSize = 500;
const defaultResubscribe: BackoffPolicy = { initialDelayMs: 250, maxDelayMs: 10_000 };
/** How many records of $all one look for the head reads backwards; system events at the end are skipped. */
const headSearchWindow = 32;
/** Appends that lost a race for the end of their stream to another writer, and try again behind it. */
const chainRetries = 5;

/** The last event of a stream, as the next event's chain link needs it. */
interface StreamEnd {
  revision: number;
  hash: string;
}

export function openEventStoreDbEventStore(options: EventStoreDbEventStoreOptions): EventStore {
  const client = EventStoreDBClient.connectionString(options.connectionString);
  const subscriptions = new Set<EventStoreDbSubscription>();
  let closed = false;

  const convert = (resolved: AllStreamResolvedEvent): RecordedEvent | undefined =>
    resolved.event && !isSystemEvent(resolved.event)
      ? fromStoredEvent(resolved.event, resolved.commitPosition, options.upcasters)
      : undefined;

  /** A subscription to $all from just after `after`: every product event, or those of `types` alone. */
  function subscribe(request: { after: number; batchSize?: number | undefined; types?: readonly string[] }): EventStoreDbSubscription {
    const subscription: EventStoreDbSubscription = new EventStoreDbSubscription({
      client,
      after: request.after,
      batchSize: request.batchSize ?? defaultBatchSize,
      convert,
      ...(request.types ? { types: request.types } : {}),
      resubscribe: options.resubscribe ?? defaultResubscribe,
      logger: options.logger,
      onClose: () => subscriptions.delete(subscription),
    });
    subscriptions.add(subscription);
    return subscription;
  }

  const convertAsStored = (resolved: AllStreamResolvedEvent): StoredEvent | undefined =>
    resolved.event && !isSystemEvent(resolved.event)
      ? asStoredEvent(resolved.event, positionNumber(resolved.event.position))
      : undefined;

  /** Up to `limit` events of the product after `after`, in log order, as `convertEvent` gives them. */
  const readPage = async <T extends { position: number }>(
    after: number,
    limit: number,
    convertEvent: (resolved: AllStreamResolvedEvent) => T | undefined,
  ): Promise<T[]> => {
    const found: T[] = [];
    // Reading from a position includes the record there, and system events take room in a page without being
    // returned: read again from the last record seen until the page is full or the log ends.
    let from = readPositionAfter(after);
    let floor = after;
    while (found.length < limit) {
      const wanted = limit - found.length + 1;
      let seen = 0;
      let lastSeen: ReadPosition | undefined;
      for await (const resolved of client.readAll({ fromPosition: from, maxCount: wanted })) {
        seen++;
        if (!resolved.event) continue;
        lastSeen = resolved.event.position;
        const converted = convertEvent(resolved);
        if (converted && converted.position > floor && found.length < limit) {
          found.push(converted);
          floor = converted.position;
        }
      }
      if (seen < wanted || !lastSeen) break;
      from = lastSeen;
    }
    return found;
  };

  /** The exact position of one event of a stream, read back from the server. */
  const positionOfRevision = async (streamId: string, revision: bigint): Promise<number> => {
    for await (const resolved of client.readStream(streamId, { fromRevision: revision, maxCount: 1 })) {
      if (resolved.event) return fromStoredEvent(resolved.event, resolved.commitPosition, options.upcasters).position;
    }
    throw new Error(`Event ${revision} of ${streamId} was appended but cannot be read back`);
  };

  /**
   * The revision and chain link of a stream's last event; undefined when the stream does not exist. An event
   * written before the log was chained has no link: the stream's links are then computed from its stored events.
   */
  const streamEnd = async (streamId: string): Promise<StreamEnd | undefined> => {
    try {
      for await (const resolved of client.readStream(streamId, { direction: BACKWARDS, fromRevision: END, maxCount: 1 })) {
        if (!resolved.event) continue;
        const hash = (resolved.event.metadata as { hash?: unknown }).hash;
        if (typeof hash === 'string') return { revision: Number(resolved.event.revision), hash };
        return linkedEnd(await readStoredStream(streamId));
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return undefined;
      throw error;
    }
    return undefined;
  };

  const readStoredStream = async (streamId: string): Promise<StoredEvent[]> => {
    const stored: StoredEvent[] = [];
    for await (const resolved of client.readStream(streamId)) {
      if (resolved.event) stored.push(asStoredEvent(resolved.event, 0));
    }
    return stored;
  };

  return {
    async append(streamId, events, { expectedRevision, metadata }): Promise<AppendResult> {
      if (events.length === 0) throw new Error(`Nothing to append to stream ${streamId}`);
      // Each event links to the one before it, so the append is made against the very end it read: another writer
      // that got there first makes the server refuse it, and it is linked again behind that writer's events (when
      // the caller did not ask for an exact revision, which then is the caller's conflict to handle).
      for (let attempt = 1; ; attempt++) {
        const end = expectedRevision === 'no_stream' ? undefined : await streamEnd(streamId);
        const current = end ? end.revision : 'no_stream';
        if (!meetsExpectedRevision(expectedRevision, current)) {
          throw new WrongExpectedRevisionError(streamId, expectedRevision, current);
        }
        const eventData = toEventData(events, metadata, {
          streamId,
          firstRevision: end ? end.revision + 1 : 0,
          previousHash: end ? end.hash : null,
        });
        try {
          const result = await client.appendToStream(streamId, eventData, {
            expectedRevision: end ? BigInt(end.revision) : NO_STREAM,
          });
          // The reply's prepare position is where the append began: the event's own position when there is one
          // event. For several events the last one's position is read back, so that a reader waiting for this
          // position knows every event of the append has been applied.
          const position =
            events.length === 1 && result.position
              ? positionNumber(result.position)
              : await positionOfRevision(streamId, result.nextExpectedRevision);
          return { revision: Number(result.nextExpectedRevision), position };
        } catch (error) {
          if (!(error instanceof WrongExpectedVersionError)) throw error;
          const actual = fromEsdbCurrentRevision(error.actualVersion);
          const retry = (expectedRevision === 'any' || expectedRevision === 'stream_exists') && attempt < chainRetries;
          if (!retry) throw new WrongExpectedRevisionError(streamId, expectedRevision, actual);
        }
      }
    },

    async readStream(streamId) {
      const events: RecordedEvent[] = [];
      try {
        for await (const resolved of client.readStream(streamId)) {
          if (resolved.event) {
            events.push(fromStoredEvent(resolved.event, resolved.commitPosition, options.upcasters));
          }
        }
      } catch (error) {
        if (error instanceof StreamNotFoundError) return [];
        throw error;
      }
      return events;
    },

    readAll: ({ after, limit }) => readPage(after, limit, convert),

    readAllAsStored: ({ after, limit }) => readPage(after, limit, convertAsStored),

    async headPosition() {
      let from: ReadPosition = END;
      for (;;) {
        let seen = 0;
        let lastSeen: ReadPosition | undefined;
        let head: number | undefined;
        for await (const resolved of client.readAll({
          direction: BACKWARDS,
          fromPosition: from,
          maxCount: headSearchWindow,
        })) {
          seen++;
          const event = resolved.event;
          if (!event) continue;
          lastSeen = event.position;
          if (head === undefined && !isSystemEvent(event)) head = positionNumber(event.position);
        }
        if (head !== undefined) return head;
        if (seen < headSearchWindow || !lastSeen) return 0;
        from = lastSeen;
      }
    },

    subscribeAll({ after, batchSize }) {
      // Unfiltered, a batch's reach is its last event: the events are all the reader needs.
      return mappedSubscription(subscribe({ after, batchSize }), ({ events }) => (events.length > 0 ? events : undefined));
    },

    scanByType({ after, types, batchSize }) {
      return subscribe({ after, batchSize, types });
    },

    async close() {
      if (closed) return;
      closed = true;
      await Promise.all([...subscriptions].map((subscription) => subscription.close()));
      await client.dispose();
    },
  };
}

/** Some server replies spell "no stream" as revision -1. */
function fromEsdbCurrentRevision(current: EsdbCurrentRevision): CurrentRevision {
  return current === NO_STREAM || current < 0n ? 'no_stream' : Number(current);
}

/** The end of a stream whose events may lack their links: each link as the store would have set it. */
function linkedEnd(events: StoredEvent[]): StreamEnd | undefined {
  let end: StreamEnd | undefined;
  for (const event of events) {
    end = { revision: event.revision, hash: event.metadata.hash ?? expectedLink(event, end?.hash ?? null).hash };
  }
  return end;
}
