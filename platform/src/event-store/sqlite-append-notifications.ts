/**
 * Several store instances in one process may share a log file (the server and an embedded tool, or tests); an
 * append through any of them wakes the subscriptions of all of them at once instead of at their next poll.
 */
const listenersByFile = new Map<string, Set<() => void>>();

export function listenForAppends(fileKey: string, listener: () => void): () => void {
  let listeners = listenersByFile.get(fileKey);
  if (!listeners) {
    listeners = new Set();
    listenersByFile.set(fileKey, listeners);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && listenersByFile.get(fileKey) === listeners) listenersByFile.delete(fileKey);
  };
}

export function announceAppend(fileKey: string): void {
  const listeners = listenersByFile.get(fileKey);
  if (listeners) for (const listener of [...listeners]) listener();
}
