import type { WrongPasswordCounter } from './wrong-password-budget.js';

/**
 * The one-process server's count of each account's password checks, kept in this process as its other rate limits
 * are. Only accounts that exist are counted (a log-in for an unknown name checks no account), and a window that has
 * ended is dropped when its account is next counted or when the map is swept, so the map holds at most one entry per
 * account checked within the last window.
 */
export function inProcessWrongPasswordCounter(clock: () => number = Date.now): WrongPasswordCounter {
  const windows = new Map<string, { count: number; endsAt: number }>();
  let nextSweepAt = 0;

  function sweep(now: number) {
    if (now < nextSweepAt) return;
    for (const [userId, window] of windows) if (window.endsAt <= now) windows.delete(userId);
    nextSweepAt = now + 60_000;
  }

  return {
    async take(userId, windowMs) {
      const now = clock();
      sweep(now);
      let window = windows.get(userId);
      if (!window || window.endsAt <= now) {
        window = { count: 0, endsAt: now + windowMs };
        windows.set(userId, window);
      }
      window.count += 1;
      return { count: window.count, resetInMs: window.endsAt - now };
    },
    async giveBack(userId) {
      const window = windows.get(userId);
      if (window && window.count > 0) window.count -= 1;
    },
    async clear(userId) {
      windows.delete(userId);
    },
  };
}
