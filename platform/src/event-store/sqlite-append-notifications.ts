import { BroadcastChannel } from 'node:worker_threads';

/**
 * Several store instances in one process may share a log file (the server and an embedded tool, or tests), also
 * from different threads (the embedded server projects in a worker thread); an append through any of them wakes
 * the subscriptions of all of them at once instead of at their next poll. Listeners of the appending thread are
 * called at once; other threads hear of it through a BroadcastChannel named after the file, which does not deliver
 * a message back to the thread that sent it. Each store joins the file's channel as it opens and leaves it as it
 * closes.
 */
const listenersByFile = new Map<string, Set<() => void>>();
/** Each file's channel on this thread, with how many open stores of the file share it. */
const channelsByFile = new Map<string, { channel: BroadcastChannel; stores: number }>();

function notifyListeners(fileKey: string): void {
  const listeners = listenersByFile.get(fileKey);
  if (listeners) for (const listener of [...listeners]) listener();
}

/**
 * A store of the file opened on this thread: until it calls the function returned (as it closes), its appends reach
 * the other threads' stores of the file and theirs reach it. The file's channel closes with the last of them, so a
 * process that opens and closes stores over its life (the tools, the tests) does not keep a channel for each.
 */
export function joinAppendChannel(fileKey: string): () => void {
  let shared = channelsByFile.get(fileKey);
  if (!shared) {
    const channel = new BroadcastChannel(`iec-bets:appends:${fileKey}`);
    channel.onmessage = () => notifyListeners(fileKey);
    // Hearing of appends is no reason to keep a process alive.
    channel.unref();
    shared = { channel, stores: 0 };
    channelsByFile.set(fileKey, shared);
  }
  const joined = shared;
  joined.stores++;
  let left = false;
  return () => {
    if (left) return;
    left = true;
    joined.stores--;
    if (joined.stores === 0) {
      joined.channel.close();
      channelsByFile.delete(fileKey);
    }
  };
}

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

/** Wakes this thread's listeners at once, and the other threads' through this thread's channel for the file. */
export function announceAppend(fileKey: string): void {
  notifyListeners(fileKey);
  channelsByFile.get(fileKey)?.channel.postMessage(null);
}
