import type { AlertChannels } from '../alerts/alert.js';

/**
 * How many sends each channel may have under way at once in one process. A delivery worker runs many jobs at a time
 * because a web push mostly waits on the push service, which takes as many as it is sent; a mail relay or the
 * WhatsApp API answers a flood of connections with refusals and rate limits instead, so those keep the old pace.
 */
export interface ChannelLimits {
  email: number;
  whatsapp: number;
}

export const DEFAULT_CHANNEL_LIMITS: ChannelLimits = { email: 8, whatsapp: 8 };

/** Sends of any of the functions it wraps, at most `max` under way at once between them all. */
export type SharedLimit = <Args extends unknown[]>(send: (...args: Args) => Promise<void>) => (...args: Args) => Promise<void>;

/**
 * `max` slots that every function wrapped with it takes turns in; the others wait their turn, first come, first served.
 * The email alerts and the newsletter go through one mail relay, and so share one.
 */
export function sharedLimit(max: number): SharedLimit {
  let running = 0;
  const waiting: Array<() => void> = [];
  return (send) =>
    async (...args) => {
      if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
      else running++;
      try {
        await send(...args);
      } finally {
        // The slot passes straight to the next in line, so a newcomer cannot take it first.
        const next = waiting.shift();
        if (next) next();
        else running--;
      }
    };
}

/** At most `max` calls of `send` under way at once; the others wait their turn, first come, first served. */
export function limited<Args extends unknown[]>(max: number, send: (...args: Args) => Promise<void>): (...args: Args) => Promise<void> {
  return sharedLimit(max)(send);
}

/**
 * The channels with email and WhatsApp held to their limits; web push is held only by the worker's concurrency. `email`
 * is the email limit's slots, when something else shares them (the newsletter).
 */
export function withChannelLimits(
  channels: AlertChannels,
  limits: ChannelLimits = DEFAULT_CHANNEL_LIMITS,
  email: SharedLimit = sharedLimit(limits.email),
): AlertChannels {
  return {
    webPush: (target, alert, delivery) => channels.webPush(target, alert, delivery),
    email: email((address: string, alert: Parameters<AlertChannels['email']>[1]) => channels.email(address, alert)),
    whatsapp: limited(limits.whatsapp, (phoneNumber: string, alert: Parameters<AlertChannels['whatsapp']>[1]) =>
      channels.whatsapp(phoneNumber, alert),
    ),
  };
}
