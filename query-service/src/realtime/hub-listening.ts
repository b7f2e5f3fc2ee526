import { PROJECTOR_CHECKPOINT } from '@iec-bets/contracts';
import type { NoticeBus, ReadStore } from '@iec-bets/platform';
import type { RealtimeHub } from './realtime-hub.js';

/**
 * After the bus's connection comes back, how long before the checkpoint is read, and how long before a failed read
 * is tried again: the connection subscribes again as it comes back, and a read made before that is confirmed could
 * miss a message sent in between.
 */
const SETTLE_MS = 1_000;

/**
 * Keeps the hub's hello honest about the messages it may have missed. Once the feed listens (subscribed, and again
 * each time its bus's connection comes back, the messages sent meanwhile being lost), the projector's checkpoint
 * bounds every message the hub could not hear: the projector announces a change only once the read models show it.
 * While the connection is down the hub cannot tell, and says so (a null hello: pages read again).
 */
export function keepHubListening(
  hub: RealtimeHub,
  options: { noticeBus: NoticeBus; readStore: ReadStore; onError: (error: unknown) => void },
): { subscribed(): void; stop(): void } {
  let subscribed = false;
  let connected = true;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;

  function listenLater(): void {
    clearTimeout(retry);
    retry = setTimeout(listen, SETTLE_MS).unref();
  }

  function listen(): void {
    clearTimeout(retry);
    options.readStore.checkpoint(PROJECTOR_CHECKPOINT).then(
      (position) => {
        if (!stopped && connected) hub.listeningFrom(position);
      },
      (error: unknown) => {
        options.onError(error);
        if (!stopped) listenLater();
      },
    );
  }

  const stopWatching = options.noticeBus.onConnectionChange?.((now) => {
    if (now === connected) return;
    connected = now;
    if (!now) {
      clearTimeout(retry);
      hub.notListening();
    } else if (subscribed) listenLater();
  });

  return {
    subscribed() {
      subscribed = true;
      listen();
    },
    stop() {
      stopped = true;
      stopWatching?.();
      clearTimeout(retry);
    },
  };
}
