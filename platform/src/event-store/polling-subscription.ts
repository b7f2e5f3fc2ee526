import type { RecordedEvent } from '@iec-bets/contracts';
import { setTimeout as sleep } from 'node:timers/promises';
import type { EventSubscription, ScannedBatch, ScanSubscription } from './event-store.js';
import { SubscriptionBase } from './subscription-base.js';
import { WakeSignal } from './wake-signal.js';

// Long enough that a busy log gives pages of hundreds of events, short against the 250 ms a reader may wait.
const DEFAULT_COALESCE_MS = 15;

export interface PollingSubscriptionOptions<Page> {
  after: number;
  batchSize: number;
  /** Reads the next page of the log synchronously, so no append can slip in between a read and the wait after it. */
  readPage: (after: number, limit: number) => Page;
  /** The position a page leaves the reader at: `after` itself when it found nothing new. */
  reachedBy: (page: Page, after: number) => number;
  /** Calls back whenever this process appends to the log; returns a function that stops the calls. */
  listenForAppends: (listener: () => void) => () => void;
  /** Appends by other processes are only seen by reading again, so an idle subscription reads this often. */
  pollIntervalMs: number;
  /**
   * After an append wakes it, the subscription lets this many milliseconds pass before it reads, so that a busy log
   * hands its readers one page of many events rather than a page per event (a projector transaction per answer).
   */
  coalesceMs?: number;
  onClose?: () => void;
}

type EventPagesOptions = Omit<PollingSubscriptionOptions<RecordedEvent[]>, 'reachedBy'>;

/**
 * A subscription over a log that can be read by position: reads pages until it is at the head, then sleeps until
 * an append in this process wakes it or the poll interval passes.
 */
export function pollingSubscription(options: EventPagesOptions): EventSubscription {
  return new PollingSubscription({ ...options, reachedBy: (page, after) => page.at(-1)?.position ?? after });
}

/** The same over a filtered read of the log, each page of which says how far it scanned (ScannedBatch). */
export function pollingScan(options: Omit<PollingSubscriptionOptions<ScannedBatch>, 'reachedBy'>): ScanSubscription {
  return new PollingSubscription({ ...options, reachedBy: (page) => page.through });
}

class PollingSubscription<Page> extends SubscriptionBase<Page> {
  private position: number;
  private closed = false;
  /** Counts appends heard of, so a wake that arrives while reading is not lost. */
  private appendsHeard = 0;
  private readonly signal = new WakeSignal();
  private readonly stopListening: () => void;

  constructor(private readonly options: PollingSubscriptionOptions<Page>) {
    super();
    this.position = options.after;
    this.stopListening = options.listenForAppends(() => {
      this.appendsHeard++;
      this.signal.wake();
    });
  }

  async close(): Promise<void> {
    if (!this.closed) {
      this.closed = true;
      this.stopListening();
      this.signal.wake();
      this.options.onClose?.();
    }
  }

  protected async pull(): Promise<IteratorResult<Page>> {
    while (!this.closed) {
      const heardBefore = this.appendsHeard;
      const page = this.options.readPage(this.position, this.options.batchSize);
      const reached = this.options.reachedBy(page, this.position);
      if (reached > this.position) {
        this.position = reached;
        return { done: false, value: page };
      }
      if (heardBefore === this.appendsHeard) await this.signal.wait(this.options.pollIntervalMs);
      if (this.appendsHeard !== heardBefore && !this.closed) await sleep(this.options.coalesceMs ?? DEFAULT_COALESCE_MS);
    }
    return { done: true, value: undefined };
  }
}
