/**
 * Runs `work` once the browser has nothing more urgent to do (at the latest after `timeoutMs`), and returns a
 * function that calls it off. For start-up work that no screen waits for: done inside the first render's effects, it
 * would lengthen the task that takes the page over, while a slow phone's visitor is trying to tap.
 */
export function whenIdle(work: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  // Safari has no idle callbacks: a short delay still keeps the work out of the first render's task.
  const handle = setTimeout(work, Math.min(200, timeoutMs));
  return () => clearTimeout(handle);
}
