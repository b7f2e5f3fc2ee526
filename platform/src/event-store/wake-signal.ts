/**
 * Lets a waiting loop sleep until someone has news for it or a timeout passes, whichever comes first. Used both to
 * wait for new events and as a backoff sleep that closing can cut short.
 */
export class WakeSignal {
  private waiters = new Set<() => void>();

  /** Resolves on the next `wake()`, or after `timeoutMs` when given. */
  wait(timeoutMs?: number): Promise<void> {
    return new Promise((resolve) => {
      let timer: NodeJS.Timeout | undefined;
      const done = () => {
        if (timer) clearTimeout(timer);
        this.waiters.delete(done);
        resolve();
      };
      this.waiters.add(done);
      if (timeoutMs !== undefined) timer = setTimeout(done, timeoutMs);
    });
  }

  /** Releases every current waiter. */
  wake(): void {
    for (const waiter of [...this.waiters]) waiter();
  }
}
