import {
  excludeSystemEvents,
  type AllStreamResolvedEvent,
  type AllStreamSubscription,
  type EventStoreDBClient,
} from '@eventstore/db-client';
import type { RecordedEvent } from '@iec-bets/contracts';
import { backoffDelay, type BackoffPolicy } from './exponential-backoff.js';
import { readPositionAfter } from './eventstoredb-positions.js';
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
  resubscribe: BackoffPolicy;
  logger?: SubscriptionLogger;
  onClose?: () => void;
}

/**
 * A $all subscription without the server's own events, cut into batches. The server pushes events; they wait in a
 * queue of a few batches, and the subscription stops reading from the server while the queue is full. When the
 * server drops the subscription (restart, network), it subscribes again after a growing delay, from the last event
 * it queued, so nothing is lost or delivered twice.
 */
export class EventStoreDbSubscription extends SubscriptionBase {
  private readonly queue: RecordedEvent[] = [];
  private position: number;
  private closed = false;
  private failure: { error: unknown } | undefined;
  private current: AllStreamSubscription | undefined;
  /** Wakes a waiting reader: events arrived, the subscription failed or closed. */
  private readonly arrived = new WakeSignal();
  /** Wakes the pump: the reader took a batch, or the subscription closed. */
  private readonly drained = new WakeSignal();
  /** Cuts the wait before subscribing again short when the subscription closes. */
  private readonly closing = new WakeSignal();

  constructor(private readonly options: EventStoreDbSubscriptionOptions) {
    super();
    this.position = options.after;
    void this.pump();
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.arrived.wake();
    this.drained.wake();
    this.closing.wake();
    this.options.onClose?.();
    await this.current?.unsubscribe().catch(() => undefined);
  }

  protected async pull(): Promise<IteratorResult<RecordedEvent[]>> {
    for (;;) {
      if (this.closed) return { done: true, value: undefined };
      if (this.queue.length > 0) {
        const batch = this.queue.splice(0, this.options.batchSize);
        this.drained.wake();
        return { done: false, value: batch };
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
      const subscription = this.options.client.subscribeToAll({
        fromPosition: readPositionAfter(this.position),
        filter: excludeSystemEvents(),
      });
      this.current = subscription;
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

  /** Queues an event; false when it cannot be read, which ends the subscription with that error. */
  private enqueue(resolved: AllStreamResolvedEvent): boolean {
    try {
      const recorded = this.options.convert(resolved);
      if (recorded && recorded.position > this.position) {
        this.queue.push(recorded);
        this.position = recorded.position;
        this.arrived.wake();
      }
      return true;
    } catch (error) {
      this.failure = { error };
      this.arrived.wake();
      return false;
    }
  }
}
