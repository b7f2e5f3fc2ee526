/**
 * How much of its time a process may spend drawing members' screens for their pages: a picture costs the thread that
 * answers every read about 8 ms, and a rush of page loads (a new question, everyone opening the app) must not take
 * it from the reads. Past the budget a page goes without its picture, and the browser draws the screen itself as it
 * did before pictures; the budget refills as time passes.
 */
export class RenderBudget {
  private spentMs = 0;
  private windowStart: number;

  /** `shareOfTime` of every `windowMs` may be spent rendering (0.25 of a second by default). */
  constructor(
    private readonly options: { shareOfTime: number; windowMs: number; now: () => number } = {
      shareOfTime: 0.25,
      windowMs: 1_000,
      now: () => performance.now(),
    },
  ) {
    this.windowStart = options.now();
  }

  /** Whether a render may start now. */
  allows(): boolean {
    this.roll();
    return this.spentMs < this.options.shareOfTime * this.options.windowMs;
  }

  /**
   * Runs `render`, counting the time it took against the budget: from start to end, waits included, so that several
   * renders at once, which share the thread, count no less than they cost.
   */
  async spend<T>(render: () => Promise<T>): Promise<T> {
    const startedAt = this.options.now();
    try {
      return await render();
    } finally {
      this.roll();
      this.spentMs += this.options.now() - startedAt;
    }
  }

  private roll(): void {
    const now = this.options.now();
    if (now - this.windowStart >= this.options.windowMs) {
      this.windowStart = now;
      this.spentMs = 0;
    }
  }
}
