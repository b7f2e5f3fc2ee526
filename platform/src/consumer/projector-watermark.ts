import { PROJECTOR_ADVANCED_CHANNEL, PROJECTOR_CHECKPOINT, ProjectorAdvancedNotice } from '@iec-bets/contracts';
import { type BackgroundSubscription, subscribeInBackground } from '../notices/background-subscription.js';
import type { NoticeBus } from '../notices/notice-bus.js';
import type { ReadStore } from '../read-store/read-store.js';
import { PositionWatch } from './position-watch.js';

/** How often the store is looked at, at most, while no notices can be heard (no bus, or its server out of reach). */
const DEFAULT_POLL_MS = 25;
/**
 * How often the store is looked at, at most, while notices are heard: only to recover a lost notice, so a reader
 * whose notice was lost waits this long at worst.
 */
const DEFAULT_SAFETY_NET_MS = 200;

export interface ProjectorWatermarkOptions {
  /** The store is looked at no more often than this while no notices are heard. */
  pollMs?: number;
  /** ... and no more often than this while they are (by default 200 ms, or `pollMs` if that is longer). */
  safetyNetMs?: number;
  onSubscribeError?: (error: unknown) => void;
}

/**
 * How far the projector has got into the log, as this process knows it: notices from the projector move it, and the
 * checkpoint in the read store is the truth they are checked against. The query-service waits on it for reads of
 * one's own writes; the notifier, before it alerts anyone about an event the read models must show.
 *
 * Ten thousand readers waiting for their own writes must not mean ten thousand readers polling the store: they all
 * wait on one `PositionWatch`, which a notice moves for all of them at once. The store is looked at by one read at a
 * time, shared by everyone who wants it, and no more often than once an interval: `safetyNetMs` while notices are
 * heard (only to recover one that was lost), `pollMs` while they are not. With nobody waiting nothing is polled.
 */
export class ProjectorWatermark {
  private readonly watch = new PositionWatch(() => undefined);
  private stopped = false;
  private subscription: BackgroundSubscription | undefined;
  private subscribed = false;
  private heard: ProjectorAdvancedNotice | undefined;
  /** The look at the store under way, which every caller shares. */
  private looking: Promise<void> | undefined;
  /** When the store was last looked at; 0 before the first look. */
  private lookedAt = 0;
  private waiters = 0;
  private safetyNet: ReturnType<typeof setTimeout> | undefined;

  private constructor(
    private readonly readStore: ReadStore,
    private readonly noticeBus: NoticeBus | undefined,
    private readonly pollMs: number,
    private readonly safetyNetMs: number,
  ) {}

  /**
   * The subscription to the bus is made in the background: a bus whose server is out of reach must not keep the
   * service from starting, and until it is subscribed the store is looked at as often as without a bus.
   */
  static async start(readStore: ReadStore, noticeBus?: NoticeBus, options: ProjectorWatermarkOptions = {}): Promise<ProjectorWatermark> {
    const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
    // Notices heard never make the store looked at more often than without them (the notifier polls slowly).
    const watermark = new ProjectorWatermark(readStore, noticeBus, pollMs, options.safetyNetMs ?? Math.max(DEFAULT_SAFETY_NET_MS, pollMs));
    if (!noticeBus) return watermark;
    watermark.subscription = subscribeInBackground(
      noticeBus,
      PROJECTOR_ADVANCED_CHANNEL,
      (message) => {
        const notice = ProjectorAdvancedNotice.safeParse(message);
        if (notice.success) watermark.hear(notice.data);
      },
      (error) => options.onSubscribeError?.(error),
      () => (watermark.subscribed = true),
    );
    return watermark;
  }

  /** The projector's position: from the notices, and from the store when it has not been looked at for an interval. */
  async current(): Promise<number> {
    await this.lookIfDue();
    return this.watch.position();
  }

  /**
   * The projector's position when it is known without a look at the store (the last look is recent, or notices
   * say it has passed `atLeast`); undefined when `current()` or `waitFor()` must be awaited. It lets the hottest
   * reads go on without a promise.
   */
  knownPosition(atLeast?: number): number | undefined {
    const position = this.watch.position();
    if (atLeast !== undefined) return position >= atLeast || this.stopped ? position : undefined;
    return this.looking || Date.now() - this.lookedAt >= this.interval() ? undefined : position;
  }

  /** Waits until the projector has passed `position` or `timeoutMs` is over; returns the position reached. */
  async waitFor(position: number, timeoutMs: number): Promise<number> {
    if (this.watch.position() >= position || this.stopped) return this.watch.position();
    const deadline = Date.now() + timeoutMs;
    await this.lookIfDue();
    if (this.watch.position() >= position) return this.watch.position();
    this.waiters++;
    this.armSafetyNet();
    try {
      await this.watch.waitFor(position, Math.max(0, deadline - Date.now()));
    } finally {
      this.waiters--;
      if (this.waiters === 0) this.disarmSafetyNet();
    }
    return this.watch.position();
  }

  /**
   * The furthest notice heard from the projector, or undefined before the first. Besides the position, it says
   * where the projector last changed the questions, which a cache of question lists is kept by.
   */
  lastNotice(): ProjectorAdvancedNotice | undefined {
    return this.heard;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.disarmSafetyNet();
    this.watch.end();
    await this.subscription?.end();
  }

  /** Whether notices are heard now: subscribed, over a bus whose server is in reach. */
  private hearing(): boolean {
    return this.subscribed && (this.noticeBus?.isReachable?.() ?? true);
  }

  private interval(): number {
    return this.hearing() ? this.safetyNetMs : this.pollMs;
  }

  private hear(notice: ProjectorAdvancedNotice): void {
    if (!this.heard || notice.position > this.heard.position) this.heard = notice;
    this.advanceTo(notice.position);
  }

  /** Joins the look under way, or starts one if the last was an interval ago. */
  private lookIfDue(): Promise<void> {
    if (this.looking || Date.now() - this.lookedAt >= this.interval()) return this.look();
    return Promise.resolve();
  }

  /** One read of the checkpoint, shared by all who ask while it is under way. */
  private look(): Promise<void> {
    this.looking ??= (async () => {
      try {
        this.lookedAt = Date.now();
        this.advanceTo(await this.readStore.checkpoint(PROJECTOR_CHECKPOINT));
      } finally {
        this.looking = undefined;
      }
    })();
    return this.looking;
  }

  /**
   * While anyone waits, one timer looks at the store once an interval for all of them. It is due an interval after
   * the last look, not after it was armed, so that waits shorter than the interval (the notifier's) still get looks.
   */
  private armSafetyNet(): void {
    if (this.safetyNet || this.waiters === 0 || this.stopped) return;
    const due = Math.max(0, this.lookedAt + this.interval() - Date.now());
    const timer = setTimeout(() => {
      // A failed look is not the waiters' failure: they go on waiting for a notice, or the next look.
      void this.look()
        .catch(() => undefined)
        .finally(() => {
          // Disarmed meanwhile (everyone's wait ended), and perhaps armed again by a new waiter: not this timer's.
          if (this.safetyNet !== timer) return;
          this.safetyNet = undefined;
          this.armSafetyNet();
        });
    }, due);
    this.safetyNet = timer;
  }

  private disarmSafetyNet(): void {
    clearTimeout(this.safetyNet);
    this.safetyNet = undefined;
  }

  /** Notices and readings of the store arrive in any order: the watermark only ever moves forward. */
  private advanceTo(position: number): void {
    if (position > this.watch.position()) this.watch.advance(position);
  }
}
