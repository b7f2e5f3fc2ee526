import type { DomainEvent, EventMetadata, RecordedEvent } from '@iec-bets/contracts';

/**
 * What the writer expects of the stream before its append, for optimistic concurrency:
 * - 'any': no check;
 * - 'no_stream': the stream must not exist (reservations: usernames, one answer per user per question);
 * - 'stream_exists': the stream must have at least one event;
 * - a number: the revision (0-based) of the stream's last event must be exactly this.
 */
export type ExpectedRevision = 'any' | 'no_stream' | 'stream_exists' | number;

/** Metadata the command side supplies; the store adds the schema version of each event and its chain link. */
export type CommandMetadata = Omit<EventMetadata, 'schemaVersion' | 'hash' | 'previousHash'>;

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
  close(): Promise<void>;
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
