import { setImmediate } from 'node:timers/promises';
import type { RecordedEvent } from '@iec-bets/contracts';
import type { EventStore, ScannedBatch, ScanSubscription } from '../event-store/event-store.js';
import { backoffDelay, type BackoffPolicy } from '../event-store/exponential-backoff.js';
import { WakeSignal } from '../event-store/wake-signal.js';
import { mappedSubscription } from '../event-store/mapped-subscription.js';
import { PositionWatch } from './position-watch.js';

/** The subset of a pino logger the consumer writes to. */
export interface ConsumerLogger {
  info(details: Record<string, unknown>, message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}

export interface ConsumerOptions {
  /** Names the consumer in logs. */
  name: string;
  eventStore: EventStore;
  /** The position the handler saved with its last batch (0 on first run); asked once, at start. */
  startAfter: () => Promise<number>;
  /**
   * Applies a batch of events in log order and saves `through` (the position of the last one, or with `eventTypes`
   * the position the scan reached, which may hold no event of those types) with its own writes, atomically where its
   * store allows. Throwing makes the runtime hand over the same whole batch again later.
   */
  handleBatch: (events: RecordedEvent[], through: number) => Promise<void>;
  /**
   * Only events of these types: the log is scanned for them where it is kept (EventStore.scanByType), and the others
   * are never read. A batch may then be empty and only move the position on.
   */
  eventTypes?: readonly RecordedEvent['type'][];
  batchSize?: number;
  logger?: ConsumerLogger;
  /** Delays between attempts at a failing batch, or at reading the log. */
  retry?: BackoffPolicy;
}

export interface Consumer {
  /**
   * Position of the last event handled, or with `eventTypes` the scan's reach, which may be no event of those types
   * (the start position, until a batch has been handled). On EventStoreDB a scan's reach trails the log by up to 32
   * events of other types (see eventstoredb-subscription.ts): there, wait for `caughtUp`, not for the head's position.
   */
  position(): number;
  /** Calls `listener` after each batch handled; returns a function that stops the calls. */
  onAdvance(listener: (position: number) => void): () => void;
  /** True once the consumer has handled `position`; false if `timeoutMs` passes first or the consumer stops. */
  waitFor(position: number, timeoutMs: number): Promise<boolean>;
  /** Resolves once every event that was in the log when the consumer started has been handled. */
  caughtUp(): Promise<void>;
  /** Lets the batch in hand finish (a failing one is not tried again), then stops reading. */
  stop(): Promise<void>;
}

const defaultBatchSize = 500;
const defaultRetry: BackoffPolicy = { initialDelayMs: 100, maxDelayMs: 30_000 };

const consoleLogger: ConsumerLogger = {
  info: () => undefined,
  warn: (details, message) => console.warn(message, details),
  error: (details, message) => console.error(message, details),
};

/** Follows the global log from the handler's checkpoint, batch by batch, never skipping a batch that fails. */
export function startConsumer(options: ConsumerOptions): Consumer {
  return new RunningConsumer(options);
}

class RunningConsumer implements Consumer {
  private readonly logger: ConsumerLogger;
  private readonly retry: BackoffPolicy;
  private readonly watch: PositionWatch;
  private stopping = false;
  private subscription: ScanSubscription | undefined;
  /** Cuts every wait short when the consumer stops. */
  private readonly stopSignal = new WakeSignal();
  private readonly running: Promise<void>;
  private readonly caughtUpPromise: Promise<void>;
  private resolveCaughtUp!: () => void;
  private rejectCaughtUp!: (error: Error) => void;
  private caughtUpAt: number | undefined;

  constructor(private readonly options: ConsumerOptions) {
    this.logger = options.logger ?? consoleLogger;
    this.retry = options.retry ?? defaultRetry;
    this.watch = new PositionWatch((error) =>
      this.logger.error({ consumer: options.name, err: error }, 'A listener of the consumer position failed'),
    );
    this.caughtUpPromise = new Promise<void>((resolve, reject) => {
      this.resolveCaughtUp = resolve;
      this.rejectCaughtUp = reject;
    });
    // Nobody has to ask whether the consumer caught up; a stop before it did is not an unhandled rejection.
    this.caughtUpPromise.catch(() => undefined);
    this.running = this.run().catch((error: unknown) => {
      this.logger.error({ consumer: options.name, err: error }, 'The consumer stopped on an unexpected error');
    });
  }

  position(): number {
    return this.watch.position();
  }

  onAdvance(listener: (position: number) => void): () => void {
    return this.watch.onAdvance(listener);
  }

  waitFor(position: number, timeoutMs: number): Promise<boolean> {
    return this.watch.waitFor(position, timeoutMs);
  }

  caughtUp(): Promise<void> {
    return this.caughtUpPromise;
  }

  async stop(): Promise<void> {
    if (!this.stopping) {
      this.stopping = true;
      this.stopSignal.wake();
      await this.subscription?.close();
    }
    await this.running;
    this.watch.end();
    this.rejectCaughtUp(new Error(`Consumer ${this.options.name} stopped before catching up`));
  }

  private async run(): Promise<void> {
    const { name, eventStore } = this.options;
    const start = await this.retrying('read its start position', () => this.options.startAfter());
    if (start === undefined) return;
    this.watch.start(start);
    const head = await this.retrying('read the head of the log', () => eventStore.headPosition());
    if (head === undefined) return;
    this.caughtUpAt = head;
    this.logger.info({ consumer: name, from: start, head }, 'Consumer started');
    this.checkCaughtUp();

    let attempt = 0;
    while (!this.stopping) {
      const subscription = this.subscribe();
      this.subscription = subscription;
      try {
        for await (const batch of subscription) {
          if (!(await this.handle(batch))) break;
          attempt = 0;
          if (this.stopping) break;
          // A catch-up over SQLite reads and writes without ever waiting for I/O, so it would never leave the
          // microtask queue: the thread's timers (the projector's lease renewal, which then expired mid-catch-up) and
          // its messages would wait for the whole log. One turn of the event loop per batch costs nothing beside it.
          await setImmediate();
        }
        if (!this.stopping) throw new Error('The subscription to the log ended');
      } catch (error) {
        if (this.stopping) break;
        const retryInMs = backoffDelay(this.retry, attempt++);
        this.logger.error(
          { consumer: name, err: error, position: this.position(), retryInMs },
          'Reading the log failed; reading again from the last position handled',
        );
        await this.stopSignal.wait(retryInMs);
      } finally {
        await subscription.close();
      }
    }
  }

  /** The whole log, or with `eventTypes` a scan for those types, as batches of what the scan reached. */
  private subscribe(): ScanSubscription {
    const { eventStore, eventTypes } = this.options;
    const from = { after: this.position(), batchSize: this.options.batchSize ?? defaultBatchSize };
    if (eventTypes) return eventStore.scanByType({ ...from, types: eventTypes });
    return mappedSubscription(eventStore.subscribeAll(from), (events) =>
      events.length > 0 ? { events, through: events.at(-1)!.position } : undefined,
    );
  }

  /** Hands a batch over until it is handled; false if the consumer stopped first. */
  private async handle({ events, through, live }: ScannedBatch): Promise<boolean> {
    // A subscription starts after the position handled, but a batch handed twice would be applied twice: drop
    // anything at or before it.
    if (through <= this.position()) {
      this.checkCaughtUp(live);
      return true;
    }
    const fresh = events[0] && events[0].position <= this.position() ? events.filter(this.isNew) : events;
    const what = fresh.length > 0 ? `handle events ${fresh[0]!.position}-${fresh.at(-1)!.position}` : `pass the log to ${through}`;
    const handled = await this.retrying(what, async () => {
      await this.options.handleBatch(fresh, through);
      return true;
    });
    if (!handled) return false;
    this.watch.advance(through);
    this.checkCaughtUp(live);
    return true;
  }

  private readonly isNew = (event: RecordedEvent): boolean => event.position > this.position();

  /** Caught up once past the head seen at start, or once the scan says it has looked at the whole log (`live`). */
  private checkCaughtUp(live?: true): void {
    if (this.caughtUpAt !== undefined && (live || this.position() >= this.caughtUpAt)) {
      this.caughtUpAt = undefined;
      this.logger.info({ consumer: this.options.name, position: this.position() }, 'Consumer caught up');
      this.resolveCaughtUp();
    }
  }

  /** Runs `action` until it succeeds, waiting longer after each failure; undefined if the consumer stops first. */
  private async retrying<T>(what: string, action: () => Promise<T>): Promise<T | undefined> {
    for (let attempt = 0; !this.stopping; attempt++) {
      try {
        return await action();
      } catch (error) {
        if (this.stopping) return undefined;
        const retryInMs = backoffDelay(this.retry, attempt);
        this.logger.error(
          { consumer: this.options.name, err: error, attempt: attempt + 1, retryInMs },
          `Consumer failed to ${what}; trying again`,
        );
        await this.stopSignal.wait(retryInMs);
      }
    }
    return undefined;
  }
}
