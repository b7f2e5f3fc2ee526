import type { DeliverableChannels, EventStore, ImageStore, Mailer, NewsletterSubscriberIds, PersonalDataKeys, SessionStore } from '@iec-bets/platform';
import type { Redis } from 'ioredis';
import type { MailEmailConfirmationLink } from './users/email-confirmation-link.js';

export interface RateLimitSettings {
  /** Login attempts per client IP per minute. */
  loginPerMinute: number;
  /** Sign-ups per client IP per hour. */
  signupPerHour: number;
  /** Answers per signed-in user per minute. */
  answersPerMinute: number;
  /** Comments per signed-in user per minute. */
  commentsPerMinute: number;
  /** Comment reports per signed-in user per hour; 20 when unset. */
  reportsPerHour?: number;
  /** Resolution disputes per signed-in user per hour; 10 when unset. */
  disputesPerHour?: number;
  /** Question suggestions per signed-in user per hour. */
  suggestionsPerHour: number;
  /** Newsletter subscriptions per client IP per hour. */
  newsletterPerHour: number;
  /**
   * Test alerts per signed-in user per minute, email and WhatsApp together; 3 when unset. Each one really goes out.
   * (Named for the email, which came first, as RATE_LIMIT_TEST_EMAILS_PER_MINUTE is.)
   */
  testEmailsPerMinute?: number;
  /**
   * Links to choose a new password asked for per hour: per client IP, and apart from that per username, so that
   * nobody fills someone's inbox from many addresses.
   */
  passwordResetsPerHour: number;
  /**
   * Wrong passwords per account per hour, across the log-in, the password change and the account deletion, from any
   * address; past it every check of that account's password is refused for the rest of the hour. 20 when unset.
   */
  wrongPasswordsPerHour?: number;
  /** Links to confirm an email address asked for again per signed-in account per hour; 5 when unset. */
  confirmationEmailsPerHour?: number;
  /** The same links mailed to one address per day, whichever accounts or forms gave it; 10 when unset. */
  confirmationEmailsPerDay?: number;
}

export interface CommandSettings {
  /** Secure cookies: true whenever the site is served over HTTPS. */
  cookieSecure: boolean;
  sessionTtlMs: number;
  rateLimits: RateLimitSettings;
  /** Hosts a push subscription's endpoint may be on (PUSH_SERVICE_HOSTS); the browsers' push services when unset. */
  pushServiceHosts?: readonly string[];
  /**
   * What the alerts can deliver; a channel that cannot may not be switched on (400). Unset: nothing is refused
   * (tests of other routes).
   */
  channels?: DeliverableChannels;
}

/** The ports the command side needs. */
export interface CommandDeps {
  eventStore: EventStore;
  sessionStore: SessionStore;
  /** Where comment images go; the events carry only their hashes. */
  imageStore: ImageStore;
  settings: CommandSettings;
  /** The time commands are accepted at; tests pin it. */
  clock?: () => Date;
  /** Shared rate-limit counters for replicas (distributed setup); without it each process counts on its own. */
  rateLimitRedis?: Redis | undefined;
  /** Sends the test alerts of POST /api/notifications/test; a channel without its sender answers 503. */
  alerts?: TestAlertSenders;
  /**
   * The keys that seal each user's personal data in the log; a deleted account's key is erased. Absent where the
   * log is not sealed (tests of other routes), where there is no key to erase.
   */
  personalDataKeys?: PersonalDataKeys;
  /** Names an address on the newsletter list (newsletterSubscriberIdsOf the personal-data keys, in the product). */
  newsletterSubscriberIds: NewsletterSubscriberIds;
  /**
   * How the command side emails an account's owner itself (a link to choose a new password), and the site's address
   * the links point to: PUBLIC_ORIGIN, never the request's Host, which whoever asks can set. Without it no link is
   * sent (503).
   */
  accountEmail?: AccountEmail;
  /**
   * The key that signs links to choose a new password and to confirm an email address (PASSWORD_RESET_SECRET, each
   * kind of link under its own label); without it none is made or taken (503).
   */
  passwordResetSecret?: string;
  /**
   * The key that signs the newsletter's links (NEWSLETTER_LINK_SECRET), which the notifier shares to sign its emails'
   * links to leave; without it, or without email, there is no newsletter (503).
   */
  newsletterLinkSecret?: string;
}

/** What the routes that mail links to confirm an address are given beside the command side's ports. */
export interface ConfirmationLinkDeps {
  /** Undefined when this server sends no email or has no key to sign links with. */
  mailConfirmationLink: MailEmailConfirmationLink | undefined;
}

export interface AccountEmail {
  mailer: Mailer;
  /** The site's origin, e.g. `https://bets.example.org`. */
  publicOrigin: string;
}

/** The one alert the command side sends itself, right away, rather than through the notifier's queue. */
export type TestAlert = { kind: 'test' };

/**
 * What sends the test alert, per channel. On its own the command service sends it through the platform's SMTP
 * mailer (`smtpTestEmailSender`) and WhatsApp messenger (`cloudApiTestWhatsAppSender`); the one-process server hands
 * over the notifier's channels, which fit this shape (services do not import each other).
 */
export interface TestAlertSenders {
  /** Rejects with a `RecipientRefusal` (platform) when the mail server refused the address for good. */
  email?: (address: string, alert: TestAlert) => Promise<void>;
  /** Rejects with a `RecipientRefusal` (platform) when WhatsApp refused the number for good. */
  whatsapp?: (phoneNumber: string, alert: TestAlert) => Promise<void>;
}

export type TestEmailSender = Required<Pick<TestAlertSenders, 'email'>>;
export type TestWhatsAppSender = Required<Pick<TestAlertSenders, 'whatsapp'>>;

export const systemClock = (): Date => new Date();
