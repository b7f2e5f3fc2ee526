import type { WindowCounter } from './window-counter.js';

/**
 * The one-process server's counts, kept in this process as its other rate limits are. A window that has ended is
 * dropped when its key is next counted or when the map is swept, so the map holds at most one entry per key counted
 * within the last window, and never forgets one sooner.
 */
export function inProcessWindowCounter(clock: () => number = Date.now): WindowCounter {
  const windows = new Map<string, { count: number; endsAt: number }>();
  let nextSweepAt = 0;

  function sweep(now: number) {
    if (now < nextSweepAt) return;
    for (const [key, window] of windows) if (window.endsAt <= now) windows.delete(key);
    nextSweepAt = now + 60_000;
  }

  return {
    async take(key, windowMs) {
      const now = clock();
      sweep(now);
      let window = windows.get(key);
      if (!window || window.endsAt <= now) {
        window = { count: 0, endsAt: now + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { count: window.count, resetInMs: window.endsAt - now };
    },
    async giveBack(key) {
      const window = windows.get(key);
      if (window && window.count > 0) window.count -= 1;
    },
    async clear(key) {
      windows.delete(key);
    },
  };
}
