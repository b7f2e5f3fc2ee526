import { BroadcastChannel } from 'node:worker_threads';

/**
 * Several store instances in one process may share a log file (the server and an embedded tool, or tests), also
 * from different threads (the embedded server projects in a worker thread); an append through any of them wakes
 * the subscriptions of all of them at once instead of at their next poll. Listeners of the appending thread are
 * called at once; other threads hear of it through a BroadcastChannel named after the file, which does not deliver
 * a message back to the thread that sent it.
 */
const listenersByFile = new Map<string, Set<() => void>>();
const channelsByFile = new Map<string, BroadcastChannel>();

function notifyListeners(fileKey: string): void {
  const listeners = listenersByFile.get(fileKey);
  if (listeners) for (const listener of [...listeners]) listener();
}

function channelOf(fileKey: string): BroadcastChannel {
  let channel = channelsByFile.get(fileKey);
  if (!channel) {
    channel = new BroadcastChannel(`iec-bets:appends:${fileKey}`);
    channel.onmessage = () => notifyListeners(fileKey);
    // Hearing of appends is no reason to keep a process alive.
    channel.unref();
    channelsByFile.set(fileKey, channel);
  }
  return channel;
}

export function listenForAppends(fileKey: string, listener: () => void): () => void {
  channelOf(fileKey);
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
  notifyListeners(fileKey);
  channelOf(fileKey).postMessage(null);
}
