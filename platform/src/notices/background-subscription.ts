import type { NoticeBus } from './notice-bus.js';

export interface BackgroundSubscription {
  /** Ends the subscription if it has been made; one still waiting for its server goes with the bus's connection. */
  end(): Promise<void>;
}

/**
 * Subscribes without waiting for the bus's server: a bus out of reach must not keep a service from starting. The
 * subscription is made once the server is there (then `onSubscribed` is told: from then on nothing published is
 * missed); a failure to make it goes to `onError`.
 */
export function subscribeInBackground(
  bus: NoticeBus,
  channel: string,
  handler: (message: unknown) => void,
  onError: (error: unknown) => void,
  onSubscribed?: () => void,
): BackgroundSubscription {
  let unsubscribe: (() => Promise<void>) | undefined;
  bus.subscribe(channel, handler).then(
    (made) => {
      unsubscribe = made;
      onSubscribed?.();
    },
    (error: unknown) => onError(error),
  );
  return { end: async () => unsubscribe?.() };
}
