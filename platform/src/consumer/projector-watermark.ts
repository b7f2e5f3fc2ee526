import { PROJECTOR_ADVANCED_CHANNEL, PROJECTOR_CHECKPOINT, ProjectorAdvancedNotice } from '@iec-bets/contracts';
import { type BackgroundSubscription, subscribeInBackground } from '../notices/background-subscription.js';
import type { NoticeBus } from '../notices/notice-bus.js';
import type { ReadStore } from '../read-store/read-store.js';
import { PositionWatch } from './position-watch.js';

/** How long a checkpoint read from the store is trusted before it is read again. */
const FRESH_FOR_MS = 20;
/** How often a waiter looks at the store by default when no notice comes (a lost notice, a projector elsewhere). */
const DEFAULT_POLL_MS = 25;

/**
 * How far the projector has got into the log, as this process knows it: notices from the projector wake waiters at
 * once, and the checkpoint in the read store is the truth they are checked against. The query-service waits on it
 * for reads of one's own writes; the notifier, before it alerts anyone about an event the read models must show.
 * Its waiters wait the one way every position is waited for in this code base, on a `PositionWatch`.
 */
export class ProjectorWatermark {
  private readonly watch = new PositionWatch(() => undefined);
  private readAt = 0;
  private stopped = false;
  private subscription: BackgroundSubscription | undefined;

  private constructor(
    private readonly readStore: ReadStore,
    private readonly pollMs: number,
  ) {}

  /**
   * Without a notice bus, waiters only look at the store, every `pollMs`. The subscription to the bus is made in the
   * background: a bus whose server is out of reach must not keep the service from starting, and until it is
   * subscribed the waiters look at the store as they would without one.
   */
  static async start(
    readStore: ReadStore,
    noticeBus?: NoticeBus,
    options: { pollMs?: number; onSubscribeError?: (error: unknown) => void } = {},
  ): Promise<ProjectorWatermark> {
    const watermark = new ProjectorWatermark(readStore, options.pollMs ?? DEFAULT_POLL_MS);
    if (!noticeBus) return watermark;
    watermark.subscription = subscribeInBackground(
      noticeBus,
      PROJECTOR_ADVANCED_CHANNEL,
      (message) => {
        const notice = ProjectorAdvancedNotice.safeParse(message);
        if (notice.success) watermark.advanceTo(notice.data.position);
      },
      (error) => options.onSubscribeError?.(error),
    );
    return watermark;
  }

  /** The projector's position, read from the store unless a recent reading or notice is at hand. */
  async current(): Promise<number> {
    if (Date.now() - this.readAt > FRESH_FOR_MS) {
      this.readAt = Date.now();
      this.advanceTo(await this.readStore.checkpoint(PROJECTOR_CHECKPOINT));
    }
    return this.watch.position();
  }

  /** Waits until the projector has passed `position` or `timeoutMs` is over; returns the position reached. */
  async waitFor(position: number, timeoutMs: number): Promise<number> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (this.watch.position() >= position || this.stopped) return this.watch.position();
      this.readAt = Date.now();
      this.advanceTo(await this.readStore.checkpoint(PROJECTOR_CHECKPOINT));
      const left = deadline - Date.now();
      if (this.watch.position() >= position || left <= 0) return this.watch.position();
      // A notice ends the wait at once; the store is looked at again after `pollMs` in case a notice was lost.
      await this.watch.waitFor(position, Math.min(this.pollMs, left));
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.watch.end();
    await this.subscription?.end();
  }

  /** Notices and readings of the store arrive in any order: the watermark only ever moves forward. */
  private advanceTo(position: number): void {
    if (position > this.watch.position()) this.watch.advance(position);
  }
}
