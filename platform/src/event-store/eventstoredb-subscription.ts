import {
  eventTypeFilter,
  excludeSystemEvents,
  type AllStreamResolvedEvent,
  type AllStreamSubscription,
  type EventStoreDBClient,
  type Position,
} from '@eventstore/db-client';
import type { RecordedEvent } from '@iec-bets/contracts';
import { setImmediate } from 'node:timers/promises';
import type { ScannedBatch } from './event-store.js';
import { backoffDelay, type BackoffPolicy } from './exponential-backoff.js';
import { positionNumber, readPositionAfter } from './eventstoredb-positions.js';
import { SubscriptionBase } from './subscription-base.js';
import { WakeSignal } from './wake-signal.js';

export interface SubscriptionLogger {
  warn(details: Record<string, unknown>, message: string): void;
}

export interface EventStoreDbSubscriptionOptions {
  client: EventStoreDBClient;
  after: number;
  batchSize: number;
  /** Converts a delivered event; undefined skips it. A throw ends the subscription with that error. */
  convert: (resolved: AllStreamResolvedEvent) => RecordedEvent | undefined;
  /** Only events of these types, filtered by the server, which reports how far it has looked (ScannedBatch). */
  types?: readonly string[];
  resubscribe: BackoffPolicy;
  logger?: SubscriptionLogger;
  onClose?: () => void;
}

/** Every event type of `types` and nothing else, as the server's filter reads it. */
function exactTypes(types: readonly string[]): string {
  const escaped = types.map((type) => type.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return `^(?:${escaped.join('|')})$`;
}

/**
 * A $all subscription without the server's own events (or with only the events of `types`), cut into batches. The
 * server pushes events; they wait in a queue of a few batches, and the subscription stops reading from the server
 * while the queue is full. When the server drops the subscription (restart, network), it subscribes again after a
 * growing delay, from the last position it reached, so nothing is lost or delivered twice.
 *
 * Filtered by type, the server also sends checkpoints now and then (when it has looked at 32 events since the last
 * one; none at the end of a catch-up): a checkpoint is where a subscription may resume from (EventStoreDB's own
 * guidance for filtered subscriptions), so it becomes the batch's `through` once every event queued before it has been
 * handed on. `through` may therefore trail the log by up to 32 events of other types; that the scan reached the end
 * is told by `live`, from the server's word that the subscription caught up.
 */
export class EventStoreDbSubscription extends SubscriptionBase<ScannedBatch> {
  private readonly queue: RecordedEvent[] = [];
  /** The last position queued: an event's, or a checkpoint's. */
  private position: number;
  /** The last position handed on as a batch's `through`. */
  private handedOn: number;
  private closed = false;
  private failure: { error: unknown } | undefined;
  private current: AllStreamSubscription | undefined;
  /** Wakes a waiting reader: events arrived, the subscription failed or closed. */
  private readonly arrived = new WakeSignal();
  /** Wakes the pump: the reader took a batch, or the subscription closed. */
  private readonly drained = new WakeSignal();
  /** Cuts the wait before subscribing again short when the subscription closes. */
  private readonly closing = new WakeSignal();
  /** Wakes a checkpoint waiting for the events before it: the pump queued one. */
  private readonly queued = new WakeSignal();
  /** The server said the scan is live (caught up with the log): told with the next batch, once what came before is. */
  private liveToTell = false;

  constructor(private readonly options: EventStoreDbSubscriptionOptions) {
    super();
    this.position = options.after;
    this.handedOn = options.after;
    void this.pump();
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.arrived.wake();
    this.drained.wake();
    this.closing.wake();
    this.queued.wake();
    this.options.onClose?.();
    await this.current?.unsubscribe().catch(() => undefined);
  }

  protected async pull(): Promise<IteratorResult<ScannedBatch>> {
    for (;;) {
      if (this.closed) return { done: true, value: undefined };
      if (this.queue.length > 0 || this.position > this.handedOn || this.liveToTell) {
        const events = this.queue.splice(0, this.options.batchSize);
        // A checkpoint, or the word that the scan is live, came after every event queued: each holds only once the
        // queue is empty.
        const rest = this.queue.length > 0;
        const through = rest ? events.at(-1)!.position : this.position;
        const live = !rest && this.liveToTell;
        if (live) this.liveToTell = false;
        this.handedOn = through;
        this.drained.wake();
        return { done: false, value: { events, through, ...(live && { live }) } };
      }
      if (this.failure) {
        const { error } = this.failure;
        await this.close();
        throw error;
      }
      await this.arrived.wait();
    }
  }

  private get queueIsFull(): boolean {
    return this.queue.length >= this.options.batchSize * 4;
  }

  private async pump(): Promise<void> {
    let attempt = 0;
    while (!this.closed) {
      const { types } = this.options;
      const subscription = this.options.client.subscribeToAll({
        fromPosition: readPositionAfter(this.position),
        filter: types
          ? eventTypeFilter({ regex: exactTypes(types), checkpointReached: (stream, position) => this.reach(stream, position) })
          : excludeSystemEvents(),
      });
      this.current = subscription;
      if (types) subscription.on('caughtUp', () => void this.goLive(subscription));
      try {
        for await (const resolved of subscription) {
          attempt = 0;
          if (!this.enqueue(resolved)) return;
          while (this.queueIsFull && !this.closed) await this.drained.wait();
          if (this.closed) return;
        }
        if (!this.closed) this.options.logger?.warn({ position: this.position }, 'The $all subscription ended');
      } catch (error) {
        if (!this.closed) this.options.logger?.warn({ err: error, position: this.position }, 'The $all subscription dropped');
      } finally {
        await subscription.unsubscribe().catch(() => undefined);
      }
      if (!this.closed) await this.closing.wait(backoffDelay(this.options.resubscribe, attempt++));
    }
  }

  /**
   * Notes a checkpoint of the server's filter: every event up to it has been looked at. The events the server sent
   * before it may still wait in the stream for the loop above, which drops an event at or before the position: so the
   * checkpoint counts only once they are queued. The client reads nothing more from the server until this returns.
   */
  private async reach(stream: AllStreamSubscription, checkpoint: Position): Promise<void> {
    if (!(await this.queuedBefore(stream))) return;
    const position = positionNumber(checkpoint);
    if (position <= this.position) return;
    this.position = position;
    this.arrived.wake();
  }

  /**
   * Notes the server's word that the scan has caught up with the log (EventStoreDB 24.10 and later send it): its
   * checkpoints come only every 32 events, so a log that ends in events of other types would otherwise never be
   * known to be scanned to its end. Told once the events sent before it are queued.
   */
  private async goLive(stream: AllStreamSubscription): Promise<void> {
    if (!(await this.queuedBefore(stream))) return;
    this.liveToTell = true;
    this.arrived.wake();
  }

  /**
   * Waits until the pump has queued every event `stream` holds for it; false if the stream is no longer the one
   * being read (dropped, or the subscription closed), whose word then counts for nothing.
   */
  private async queuedBefore(stream: AllStreamSubscription): Promise<boolean> {
    const current = () => !this.closed && this.current === stream && !stream.destroyed;
    while (stream.readableLength > 0 && current()) await this.queued.wait();
    // The pump queues the event it took last in the microtasks that follow taking it.
    await setImmediate();
    return current();
  }

  /** Queues an event; false when it cannot be read, which ends the subscription with that error. */
  private enqueue(resolved: AllStreamResolvedEvent): boolean {
    try {
      const recorded = this.options.convert(resolved);
      if (recorded && recorded.position > this.position) {
        this.queue.push(recorded);
        this.position = recorded.position;
        this.arrived.wake();
      }
      this.queued.wake();
      return true;
    } catch (error) {
      this.failure = { error };
      this.arrived.wake();
      return false;
    }
  }
}
