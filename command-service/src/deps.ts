import type { EventStore, SessionStore } from '@iec-bets/platform';

export interface RateLimitSettings {
  /** Login attempts per client IP per minute. */
  loginPerMinute: number;
  /** Sign-ups per client IP per hour. */
  signupPerHour: number;
  /** Answers per signed-in user per minute. */
  answersPerMinute: number;
}

export interface CommandSettings {
  /** Secure cookies: true whenever the site is served over HTTPS. */
  cookieSecure: boolean;
  sessionTtlMs: number;
  rateLimits: RateLimitSettings;
}

/** The ports the command side needs. */
export interface CommandDeps {
  eventStore: EventStore;
  sessionStore: SessionStore;
  settings: CommandSettings;
  /** The time commands are accepted at; tests pin it. */
  clock?: () => Date;
}

export const systemClock = (): Date => new Date();
