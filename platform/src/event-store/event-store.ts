import { type DomainEvent, EventMetadata, type RecordedEvent } from '@iec-bets/contracts';

/**
 * What the writer expects of the stream before its append, for optimistic concurrency:
 * - 'any': no check;
 * - 'no_stream': the stream must not exist (reservations: usernames, one answer per user per question);
 * - 'stream_exists': the stream must have at least one event;
 * - a number: the revision (0-based) of the stream's last event must be exactly this.
 */
export type ExpectedRevision = 'any' | 'no_stream' | 'stream_exists' | number;

/**
 * Metadata the command side supplies; the store adds the schema version of each event and its chain link (and only
 * an erasure's rewrite of the file ever adds a redaction). Checked once per append, by this schema.
 */
export const CommandMetadata = EventMetadata.omit({ schemaVersion: true, hash: true, previousHash: true, redaction: true });
export type CommandMetadata = Omit<EventMetadata, 'schemaVersion' | 'hash' | 'previousHash' | 'redaction'>;

export interface AppendOptions {
  expectedRevision: ExpectedRevision;
  metadata: CommandMetadata;
}

export interface AppendResult {
  /** Revision of the last appended event in its stream. */
  revision: number;
  /** Global position of the last appended event. */
  position: number;
}

/**
 * An event exactly as the log holds it: data neither upcast nor opened (personal fields stay sealed). What the hash
 * chains are computed over, so what `iec-bets verify` reads.
 */
export interface StoredEvent {
  position: number;
  streamId: string;
  revision: number;
  type: string;
  data: unknown;
  metadata: EventMetadata;
}

/** A live feed of the global log: batches of events in log order, from just after a position, without end. */
export interface EventSubscription extends AsyncIterable<RecordedEvent[]> {
  close(): Promise<void>;
}

/**
 * A stretch of the log read through a filter: the events in it that pass, in log order, and the position the read
 * reached. Every event at or before `through` has been looked at, so a reader that keeps `through` as its place
 * skips the events that did not pass without ever reading them, and `events` may be empty.
 */
export interface ScannedBatch {
  events: RecordedEvent[];
  through: number;
  /**
   * Every event the log held when this batch was read has been looked at. `through` alone cannot say so on
   * EventStoreDB, whose filter reports its reach only now and then (see eventstoredb-subscription.ts).
   */
  live?: true;
}

/** A live feed of the global log's events of some types (see ScannedBatch), from just after a position. */
export interface ScanSubscription extends AsyncIterable<ScannedBatch> {
  close(): Promise<void>;
}

/** How fresh a read of a stream must be. */
export interface ReadStreamOptions {
  /**
   * `latest` (the default): every event appended before the call, by anyone. `turn`: every event appended through
   * this store, and by others before the current turn of the event loop began; another process's append made during
   * the turn may be missed. For the streams a decision reads for context (an answer reads its question): a change to
   * them between read and append is accepted anyway, and under load many decisions share one turn's look at the file.
   */
  freshness?: 'latest' | 'turn';
}

export interface EventStore {
  /** Appends atomically to one stream, or throws WrongExpectedRevisionError and appends nothing. */
  append(streamId: string, events: DomainEvent[], options: AppendOptions): Promise<AppendResult>;
  /** All events of a stream in order ([] when the stream does not exist), upcast to the current schemas. */
  readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  /** Up to `limit` events of the global log with a position greater than `after`, in log order. */
  readAll(options: { after: number; limit: number }): Promise<RecordedEvent[]>;
  /** Like readAll, but the events as stored (see StoredEvent). */
  readAllAsStored(options: { after: number; limit: number }): Promise<StoredEvent[]>;
  /** Position of the last event in the log; 0 when the log is empty. */
  headPosition(): Promise<number>;
  /** Catches up from just after `after`, then follows new events live. */
  subscribeAll(options: { after: number; batchSize?: number }): EventSubscription;
  /**
   * Like subscribeAll, but only the events of the given types, picked out where the log is kept (a query on the
   * SQLite file, a server-side filter on EventStoreDB) rather than read and thrown away: for a reader that wants a few
   * kinds of event among hundreds of thousands of answers. Each batch says how far the scan reached.
   */
  scanByType(options: { after: number; types: readonly RecordedEvent['type'][]; batchSize?: number }): ScanSubscription;
  /**
   * Blanks, in the log's own file, what events from before the sealing hold in the clear of a person now erased, in
   * the given streams; returns how many events it blanked. Only where the log can be rewritten (the embedded SQLite
   * file, see RedactableEventLog) and its data is sealed (sealPersonalData); absent elsewhere.
   */
  redactErasedPlainData?(streamIds: readonly string[]): Promise<number>;
  close(): Promise<void>;
}

/**
 * A log whose stored events can be blanked in place: the embedded SQLite file. EventStoreDB's events cannot be
 * changed once written.
 */
export interface RedactableEventLog extends EventStore {
  /**
   * Replaces each named event's data, recording the hash of its content as it was (EventMetadata's `redaction`) so
   * that its link, and every link after it, still holds; leaves no copy of the old bytes in the file.
   */
  redactStored(edits: readonly RedactionEdit[]): Promise<void>;
  /**
   * Once per log: the streams of every erasure recorded before erasures blanked the file, to be redacted, the
   * comments among them whose deletion erased no key, and what marks them done. Undefined once done.
   */
  pastErasureSweep(): { streamIds: string[]; deletedComments: string[]; done(): void } | undefined;
}

export interface RedactionEdit {
  streamId: string;
  revision: number;
  /**
   * The event's data, upcast to its current schema, with the erased person's fields blank: an older version's data
   * could not be upcast once blank (a version-1 newsletter subscription's ids are its address's hash).
   */
  data: unknown;
  /** The schema version of `data`, which the event's metadata then carries. */
  schemaVersion: number;
}

export class WrongExpectedRevisionError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: number | 'no_stream',
  ) {
    super(`Stream ${streamId}: expected revision ${String(expected)}, found ${String(actual)}`);
    this.name = 'WrongExpectedRevisionError';
  }
}
