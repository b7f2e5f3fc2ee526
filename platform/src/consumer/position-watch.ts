/**
 * How far a consumer has got, for those who wait on it: a read that must see its own write waits for the position
 * of that write, and the live feed follows every step.
 */
export class PositionWatch {
  private current = 0;
  private ended = false;
  private readonly listeners = new Set<(position: number) => void>();
  private readonly waiters = new Set<{ target: number; settle: (reached: boolean) => void }>();

  constructor(private readonly onListenerError: (error: unknown) => void) {}

  position(): number {
    return this.current;
  }

  /** Where the consumer starts from: known, not handled now, so listeners hear nothing. */
  start(position: number): void {
    this.current = position;
    this.settleReached();
  }

  advance(position: number): void {
    this.current = position;
    this.settleReached();
    for (const listener of [...this.listeners]) {
      try {
        listener(position);
      } catch (error) {
        this.onListenerError(error);
      }
    }
  }

  onAdvance(listener: (position: number) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  waitFor(target: number, timeoutMs: number): Promise<boolean> {
    if (this.current >= target) return Promise.resolve(true);
    if (this.ended) return Promise.resolve(false);
    return new Promise((resolve) => {
      const waiter = {
        target,
        settle: (reached: boolean) => {
          clearTimeout(timer);
          this.waiters.delete(waiter);
          resolve(reached);
        },
      };
      const timer = setTimeout(() => waiter.settle(false), timeoutMs);
      this.waiters.add(waiter);
    });
  }

  /** Releases every waiter with `false`: the position will not move any more. */
  end(): void {
    this.ended = true;
    for (const waiter of [...this.waiters]) waiter.settle(false);
  }

  private settleReached(): void {
    for (const waiter of [...this.waiters]) if (this.current >= waiter.target) waiter.settle(true);
  }
}
