import { realpathSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { SqliteDatabase } from '../sqlite/sqlite-driver.js';
import {
  CURRENT_SCHEMA_VERSION,
  DomainEvent,
  type EventMetadata,
  upcastEvent,
  type RecordedEvent,
  type UpcasterTable,
} from '@iec-bets/contracts';
import {
  WrongExpectedRevisionError,
  type AppendOptions,
  type AppendResult,
  type EventSubscription,
  type ReadStreamOptions,
  type ScannedBatch,
  type ScanSubscription,
  type RedactableEventLog,
  type StoredEvent,
} from './event-store.js';
import { chainedEvents } from './chained-events.js';
import { meetsExpectedRevision } from './expected-revision.js';
import { pollingScan, pollingSubscription } from './polling-subscription.js';
import { recordedEvent } from './recorded-event.js';
import { StreamCache } from './stream-cache.js';
import { productUpcasters } from './product-upcasters.js';
import { announceAppend, joinAppendChannel, listenForAppends } from './sqlite-append-notifications.js';
import { busyTimeoutMs, prepareEventLog } from './sqlite-event-log-schema.js';
import { markPastErasuresSwept, pastErasureStreams, redactStoredEvents } from './sqlite-redaction.js';

export interface SqliteEventStoreOptions {
  file: string;
  /** Upcasters for events stored under older schema versions; the product's own table by default. */
  upcasters?: UpcasterTable;
  /** How often an idle subscription looks for appends made by other processes. */
  pollIntervalMs?: number;
  /** Streams whose events are kept in memory after a read (see StreamCache). */
  cachedStreams?: number;
}

const defaultBatchSize = 500;
/**
 * The most positions one filtered scan looks over: election night puts half a million answers between two questions,
 * and one query over all of them would hold the thread for a good part of a second.
 */
const SCAN_WINDOW = 50_000;
const defaultPollIntervalMs = 150;
const defaultCachedStreams = 10_000;

type EventRow = [
  position: number,
  id: string,
  streamId: string,
  revision: number,
  type: string,
  data: string,
  metadata: string,
];

/** One stream's part of appendMany. */
export interface StreamAppend {
  streamId: string;
  events: DomainEvent[];
  options: AppendOptions;
}

export interface SqliteEventStore extends RedactableEventLog {
  /**
   * Appends to many streams in one transaction, each under its own expected revision (checked as append checks it,
   * against the events before it, those of this call included): every append lands, or on the first refusal
   * (WrongExpectedRevisionError) none does. For bulk imports, which would otherwise pay a commit per stream, or share
   * a group commit's with whatever else the turn appends.
   */
  appendMany(appends: readonly StreamAppend[]): Promise<AppendResult[]>;
}

export function openSqliteEventStore(options: SqliteEventStoreOptions): SqliteEventStore {
  const db = new SqliteDatabase(options.file, { timeout: busyTimeoutMs });
  prepareEventLog(db);
  // Instances opened on the same file through different paths must still hear each other's appends.
  const fileKey = options.file === ':memory:' ? `:memory:${randomUUID()}` : realpathSync(options.file);
  const pollIntervalMs = options.pollIntervalMs ?? defaultPollIntervalMs;

  const columns = 'position, id, stream_id, revision, type, data, metadata';
  // The last event's revision and chain link: what the next event of the stream follows.
  const selectLast = db
    .prepare<[string], [revision: number, hash: string]>(
      "SELECT revision, json_extract(metadata, '$.hash') FROM events WHERE stream_id = ? ORDER BY revision DESC LIMIT 1",
    )
    .raw();
  const insertEvent = db.prepare<[string, string, number, string, string, string]>(
    'INSERT INTO events (id, stream_id, revision, type, data, metadata) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const selectStream = db
    .prepare<[string], EventRow>(`SELECT ${columns} FROM events WHERE stream_id = ? ORDER BY revision`)
    .raw();
  const selectPage = db
    .prepare<[number, number], EventRow>(`SELECT ${columns} FROM events WHERE position > ? ORDER BY position LIMIT ?`)
    .raw();
  const selectHead = db.prepare<[], number | null>('SELECT MAX(position) FROM events').pluck();
  // The types as one JSON array, so that one statement serves any set of them.
  const selectTypedPage = db
    .prepare<[number, number, string, number], EventRow>(
      `SELECT ${columns} FROM events WHERE position > ? AND position <= ? AND type IN (SELECT value FROM json_each(?)) ORDER BY position LIMIT ?`,
    )
    .raw();
  // Changes whenever another connection (another process, or another thread of this one) commits to the file.
  const selectDataVersion = db.prepare<[], number>('PRAGMA data_version').pluck();

  const toRecorded = (row: EventRow): RecordedEvent => {
    const [position, id, streamId, revision, type, data, metadataJson] = row;
    // Metadata and data were checked against their schemas when this store wrote them, so an event of the current
    // schema version is taken as it is: parsing it again would cost every read (a replay reads the whole log)
    // without finding anything. Only older versions go through the upcasters and are validated on the way.
    const metadata = JSON.parse(metadataJson) as EventMetadata;
    const event =
      metadata.schemaVersion === CURRENT_SCHEMA_VERSION[type as DomainEvent['type']]
        ? ({ type, data: JSON.parse(data) } as DomainEvent)
        : upcastEvent(type, metadata.schemaVersion, JSON.parse(data), options.upcasters ?? productUpcasters);
    return recordedEvent(event, { id, streamId, revision, position, metadata });
  };

  const readPage = (after: number, limit: number): RecordedEvent[] => selectPage.all(after, limit).map(toRecorded);

  /**
   * The events of `types` after `after`, up to `limit` of them, and how far that looked. It looks no further than the
   * head as it was before the query (a commit after it lands past that head, so the next scan finds it), and no more
   * than SCAN_WINDOW positions at once: the rows in between are passed over inside SQLite, never parsed.
   */
  const scanPage = (after: number, limit: number, types: string): ScannedBatch => {
    const head = selectHead.get() ?? 0;
    const upTo = Math.min(head, after + SCAN_WINDOW);
    if (upTo <= after) return { events: [], through: after, live: true };
    const events = selectTypedPage.all(after, upTo, types, limit).map(toRecorded);
    return events.length === limit ? { events, through: events.at(-1)!.position } : { events, through: upTo, ...(upTo === head && { live: true }) };
  };

  const toStored = ([position, , streamId, revision, type, data, metadata]: EventRow): StoredEvent => ({
    position,
    streamId,
    revision,
    type,
    data: JSON.parse(data) as unknown,
    metadata: JSON.parse(metadata) as EventMetadata,
  });

  // Streams read again and again (every answer reads its question) are answered from memory while nothing can have
  // changed them: this connection's own appends drop the streams they touch, and a commit by any other connection
  // (the command line, another server on the same file) drops everything, since it may have touched any stream.
  // Looking for such a commit is a query of its own (a read transaction on the file): under an answer load it cost
  // more than the rest of reading the question, so reads that accept this turn's view (ReadStreamOptions) share one
  // look per turn of the event loop.
  const streamCache = new StreamCache(options.cachedStreams ?? defaultCachedStreams);
  let knownDataVersion = selectDataVersion.get();
  let lookedThisTurn = false;
  const forgetWhatOthersChanged = (freshness: ReadStreamOptions['freshness']) => {
    if (freshness === 'turn' && lookedThisTurn) return;
    if (!lookedThisTurn) {
      lookedThisTurn = true;
      setImmediate(() => (lookedThisTurn = false));
    }
    const dataVersion = selectDataVersion.get();
    if (dataVersion !== knownDataVersion) {
      streamCache.clear();
      knownDataVersion = dataVersion;
    }
  };
  const readStreamCached = (streamId: string, freshness: ReadStreamOptions['freshness']): RecordedEvent[] => {
    forgetWhatOthersChanged(freshness);
    const cached = streamCache.get(streamId) ?? streamCache.set(streamId, selectStream.all(streamId).map(toRecorded));
    // Frozen: the port's callers read the events of a stream, never change them.
    return cached as RecordedEvent[];
  };

  type EventInsert = [id: string, streamId: string, revision: number, type: string, data: string, metadata: string];
  // Runs inside a write transaction (see appendManyInTransaction and appendGroup). Everything
  // that can refuse an append (its expected revision, its events' schemas) is checked before the first insert, so a
  // refusal leaves nothing to undo: a group commit needs no savepoint per append.
  const checkedRows = (streamId: string, events: DomainEvent[], appendOptions: AppendOptions): EventInsert[] => {
    const last = selectLast.get(streamId);
    const current = last === undefined ? 'no_stream' : last[0];
    if (!meetsExpectedRevision(appendOptions.expectedRevision, current)) {
      throw new WrongExpectedRevisionError(streamId, appendOptions.expectedRevision, current);
    }
    const firstRevision = current === 'no_stream' ? 0 : current + 1;
    return chainedEvents(streamId, firstRevision, last === undefined ? null : last[1], events, appendOptions.metadata, (event, revision, metadata) => [
      randomUUID(),
      streamId,
      revision,
      event.type,
      JSON.stringify(event.data),
      JSON.stringify(metadata),
    ]);
  };
  const insertRows = (rows: EventInsert[]): AppendResult => {
    let position = 0;
    for (const row of rows) position = Number(insertEvent.run(...row).lastInsertRowid);
    return { revision: rows.at(-1)![2], position };
  };
  const appendRows = (streamId: string, events: DomainEvent[], appendOptions: AppendOptions): AppendResult =>
    insertRows(checkedRows(streamId, events, appendOptions));
  // Both transactions below run as BEGIN IMMEDIATE, which takes the write lock before a revision is read, so no other
  // writer (in this process or another) can append to the stream between the check and the insert.
  // A bulk import's appends in one transaction: all land, or (one refused) none does.
  const appendManyInTransaction = db.transaction((appends: readonly StreamAppend[]) =>
    appends.map((item) => appendRows(item.streamId, item.events, item.options)),
  );

  // Group commit: appends requested in the same turn of the event loop share one write transaction. A refused append
  // is refused before it inserts anything (checkedRows), so it leaves the others alone; an insert that fails is the
  // file's fault (full, unreadable), and takes the whole group down with it. A commit costs far more than an insert,
  // so under load this is what lets appends keep up with requests.
  type PendingAppend = {
    streamId: string;
    events: DomainEvent[];
    options: AppendOptions;
    resolve: (result: AppendResult) => void;
    reject: (error: unknown) => void;
  };
  let pending: PendingAppend[] = [];
  const appendGroup = db.transaction((group: PendingAppend[]) =>
    group.map((item) => {
      let rows: EventInsert[];
      try {
        rows = checkedRows(item.streamId, item.events, item.options);
      } catch (error) {
        // A refusal (its expected revision, its events' schemas) is this append's alone. A fault of the file while
        // reading its stream is not: SQLite may have rolled the whole transaction back already, and the appends after
        // it would then each commit on their own, outside any transaction, before the group failed at its COMMIT.
        if (error instanceof SqliteDatabase.SqliteError || !db.inTransaction) throw error;
        return { error };
      }
      return { result: insertRows(rows) };
    }),
  );
  const flushPending = () => {
    const group = pending;
    pending = [];
    if (group.length === 0) return;
    let outcomes: Array<{ result?: AppendResult; error?: unknown }>;
    try {
      outcomes = appendGroup.immediate(group);
    } catch (error) {
      // The transaction itself failed (the file is locked past the busy timeout, the disk is full): nothing landed.
      for (const item of group) item.reject(error);
      return;
    }
    for (const [index, outcome] of outcomes.entries()) if (outcome.result) streamCache.forget(group[index]!.streamId);
    if (outcomes.some((outcome) => outcome.result)) announceAppend(fileKey);
    outcomes.forEach((outcome, index) => {
      const item = group[index]!;
      if (outcome.result) item.resolve(outcome.result);
      else item.reject(outcome.error);
    });
  };

  const subscriptions = new Set<EventSubscription | ScanSubscription>();
  /** What every subscription to this file shares: where it starts, and how it hears of appends. */
  const following = (after: number, batchSize: number | undefined) => ({
    after,
    batchSize: batchSize ?? defaultBatchSize,
    listenForAppends: (listener: () => void) => listenForAppends(fileKey, listener),
    pollIntervalMs,
  });
  /** Opens a subscription that this store's close() ends, and that leaves the store's list when it closes itself. */
  const open = <S extends EventSubscription | ScanSubscription>(make: (onClose: () => void) => S): S => {
    const subscription = make(() => subscriptions.delete(subscription));
    subscriptions.add(subscription);
    return subscription;
  };

  // Last, once nothing above can throw: a store that failed to open would never leave it.
  const leaveAppendChannel = joinAppendChannel(fileKey);
  return {
    append(streamId, events, appendOptions) {
      if (events.length === 0) return Promise.reject(new Error(`Nothing to append to stream ${streamId}`));
      return new Promise<AppendResult>((resolve, reject) => {
        pending.push({ streamId, events, options: appendOptions, resolve, reject });
        if (pending.length === 1) setImmediate(flushPending);
      });
    },

    async appendMany(appends) {
      if (appends.some((item) => item.events.length === 0)) throw new Error('Nothing to append to one of the streams');
      // Whatever was asked for before lands before: the log keeps the order the appends were requested in.
      flushPending();
      const results = appendManyInTransaction.immediate(appends);
      for (const item of appends) streamCache.forget(item.streamId);
      if (appends.length > 0) announceAppend(fileKey);
      return results;
    },

    async readStream(streamId, readOptions) {
      return readStreamCached(streamId, readOptions?.freshness);
    },

    async readAll({ after, limit }) {
      return readPage(after, limit);
    },

    async readAllAsStored({ after, limit }) {
      return selectPage.all(after, limit).map(toStored);
    },

    async redactStored(edits) {
      // Appends asked for before land before, as for appendMany.
      flushPending();
      redactStoredEvents(db, edits, new Date().toISOString());
      for (const edit of edits) streamCache.forget(edit.streamId);
    },

    pastErasureSweep() {
      const erasures = pastErasureStreams(db);
      return erasures && { ...erasures, done: () => markPastErasuresSwept(db) };
    },

    async headPosition() {
      return selectHead.get() ?? 0;
    },

    subscribeAll({ after, batchSize }) {
      return open((onClose) => pollingSubscription({ ...following(after, batchSize), readPage, onClose }));
    },

    scanByType({ after, types, batchSize }) {
      const typesJson = JSON.stringify(types);
      const readTypes = (from: number, limit: number) => scanPage(from, limit, typesJson);
      return open((onClose) => pollingScan({ ...following(after, batchSize), readPage: readTypes, onClose }));
    },

    async close() {
      flushPending();
      await Promise.all([...subscriptions].map((subscription) => subscription.close()));
      leaveAppendChannel();
      db.close();
    },
  };
}
