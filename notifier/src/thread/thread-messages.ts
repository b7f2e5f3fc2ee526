import type { Config } from '@iec-bets/platform';

/** What the notifier's worker thread starts with. */
export interface NotifierThreadData {
  config: Config;
  /** The key that signs the newsletter's links to leave (see startNotifierThread). */
  newsletterLinkSecret: string | undefined;
}

/** What the notifier's worker thread and the thread that started it say to each other. */
export type ToNotifierThread =
  /** A notice heard on the starting thread's notice bus (the projector's progress), for the reactor's watermark. */
  | { kind: 'notice'; channel: string; message: unknown }
  | { kind: 'stop' };

/** The thread has opened its stores and queues, and its reactor knows where in the log it begins. */
export type FromNotifierThread = { kind: 'started' };
