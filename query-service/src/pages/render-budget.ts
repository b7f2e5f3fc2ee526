/**
 * How much of its time a process may spend drawing members' screens for their pages: a picture costs the thread that
 * answers every read about 8 ms, and a rush of page loads (a new question, everyone opening the app) must not take
 * it from the reads. Past the budget a page goes without its picture, and the browser draws the screen itself as it
 * did before pictures; the budget refills as time passes.
 *
 * A render is counted when it starts, at what a render is expected to cost: counted only once it ended, a burst of
 * pages asked at the same moment would all find the budget untouched and all be drawn at once. The expectation is
 * learnt from the CPU time of renders that ran alone; renders that overlap share the thread, and each one's CPU time
 * would then include the others'.
 */
export class RenderBudget {
  private spentMs = 0;
  private windowStart: number;
  private expectedMs: number;
  private running = 0;
  private started = 0;
  private readonly options: RenderBudgetOptions;

  constructor(options: Partial<RenderBudgetOptions> = {}) {
    this.options = { ...DEFAULT_OPTIONS, ...options };
    this.windowStart = this.options.now();
    this.expectedMs = this.options.firstExpectedMs;
  }

  /** What a render is now expected to cost, in ms of CPU time. */
  get expectedCostMs(): number {
    return this.expectedMs;
  }

  /**
   * Runs `render` when the budget has room for it, and answers its result; answers undefined, without running it,
   * when the budget is spent. A render that fails counts as well. Only renders that `drew` (a picture, not a null for
   * a screen with nothing to draw, nor a failure) teach what a render costs: those that draw nothing take a
   * millisecond, and learning from them would let the next burst through.
   */
  async run<T>(render: () => Promise<T>, drew: (result: T) => boolean = () => true): Promise<T | undefined> {
    this.roll();
    if (this.spentMs + this.expectedMs > this.budgetMs()) return undefined;
    this.spentMs += this.expectedMs;
    const alone = this.running === 0;
    const startNumber = ++this.started;
    this.running += 1;
    const cpuAtStart = this.options.cpuMs();
    let result: T | undefined;
    let ended = false;
    try {
      result = await render();
      ended = true;
      return result;
    } finally {
      this.running -= 1;
      // Only a render that no other render began beside measured itself alone.
      const measuredAlone = alone && this.started === startNumber;
      if (ended && drew(result as T) && measuredAlone) this.learn(this.options.cpuMs() - cpuAtStart);
    }
  }

  private budgetMs(): number {
    return this.options.shareOfTime * this.options.windowMs;
  }

  /**
   * A moving average, so that one slow render (a collection, a cold chunk) moves the expectation a fifth of the way.
   * Held to half the budget: an expectation past the whole budget would admit no render again, and so never learn
   * that renders had become cheap.
   */
  private learn(costMs: number): void {
    this.expectedMs = Math.min(this.expectedMs + (Math.max(costMs, 0) - this.expectedMs) / 5, this.budgetMs() / 2);
  }

  private roll(): void {
    const now = this.options.now();
    if (now - this.windowStart >= this.options.windowMs) {
      this.windowStart = now;
      this.spentMs = 0;
    }
  }
}

export interface RenderBudgetOptions {
  /** The share of every `windowMs` that renders may take (0.25: a quarter of each second). */
  shareOfTime: number;
  windowMs: number;
  /** What a render is expected to cost before any has been measured, in ms. */
  firstExpectedMs: number;
  /** The wall clock, in ms. */
  now: () => number;
  /** The CPU time this process has used, in ms. */
  cpuMs: () => number;
}

function processCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1_000;
}

const DEFAULT_OPTIONS: RenderBudgetOptions = {
  shareOfTime: 0.25,
  windowMs: 1_000,
  firstExpectedMs: 10,
  now: () => performance.now(),
  cpuMs: processCpuMs,
};
