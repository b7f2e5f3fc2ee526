import { FEED_EVERYONE_CHECKPOINT, FEED_PERSONAL_CHECKPOINT, PROJECTOR_CHECKPOINT } from '@iec-bets/contracts';
import type { NoticeBus, ReadStore } from '@iec-bets/platform';
import type { RealtimeHub } from './realtime-hub.js';

/**
 * After the bus's connection comes back, how long before the checkpoint is read, and how long before a failed read
 * is tried again: the connection subscribes again as it comes back, and a read made before that is confirmed could
 * miss a message sent in between.
 */
const SETTLE_MS = 1_000;

/**
 * Where the messages this hub could not hear go up to, read once it listens: the projector saves that before it hands
 * them over (saveFeedPositions), for everyone and for one person. Where it saved none (a store from before it did,
 * or a rebuild swapped in since), its own checkpoint bounds them: it announces a change only once the read models
 * show it.
 */
async function unheardUpTo(readStore: ReadStore): Promise<{ everyone: number; personal: number }> {
  const [projected, everyone, personal] = await Promise.all(
    [PROJECTOR_CHECKPOINT, FEED_EVERYONE_CHECKPOINT, FEED_PERSONAL_CHECKPOINT].map((name) => readStore.checkpoint(name)),
  );
  return { everyone: everyone || projected!, personal: personal || projected! };
}

/**
 * Keeps the hub's hello honest about the messages it may have missed: once the feed listens (subscribed, and again
 * each time its bus's connection comes back, the messages sent meanwhile being lost), and while the connection is
 * down, when the hub cannot tell and says so (a null hello: pages read again).
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
    unheardUpTo(options.readStore).then(
      ({ everyone, personal }) => {
        if (!stopped && connected) hub.listeningFrom(everyone, personal);
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
