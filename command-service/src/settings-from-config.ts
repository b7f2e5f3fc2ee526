import { deliverableChannels, type Config } from '@iec-bets/platform';
import type { CommandSettings } from './deps.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The command side's settings. `vapidPublicKey`: the push key in use, when it is not in the configuration (the
 * one-process server generates one).
 */
export function settingsFromConfig(config: Config, options: { vapidPublicKey?: string } = {}): CommandSettings {
  return {
    channels: deliverableChannels(config, { publicKey: options.vapidPublicKey ?? config.VAPID_PUBLIC_KEY }),
    cookieSecure: config.COOKIE_SECURE,
    sessionTtlMs: config.SESSION_TTL_DAYS * DAY_MS,
    pushServiceHosts: config.PUSH_SERVICE_HOSTS,
    rateLimits: {
      loginPerMinute: config.RATE_LIMIT_LOGIN_PER_MINUTE,
      signupPerHour: config.RATE_LIMIT_SIGNUP_PER_HOUR,
      answersPerMinute: config.RATE_LIMIT_ANSWERS_PER_MINUTE,
      commentsPerMinute: config.RATE_LIMIT_COMMENTS_PER_MINUTE,
      reportsPerHour: config.RATE_LIMIT_REPORTS_PER_HOUR,
      disputesPerHour: config.RATE_LIMIT_DISPUTES_PER_HOUR,
      suggestionsPerHour: config.RATE_LIMIT_SUGGESTIONS_PER_HOUR,
      newsletterPerHour: config.RATE_LIMIT_NEWSLETTER_PER_HOUR,
      testEmailsPerMinute: config.RATE_LIMIT_TEST_EMAILS_PER_MINUTE,
      passwordResetsPerHour: config.RATE_LIMIT_PASSWORD_RESETS_PER_HOUR,
      wrongPasswordsPerHour: config.RATE_LIMIT_WRONG_PASSWORDS_PER_HOUR,
      confirmationEmailsPerHour: config.RATE_LIMIT_CONFIRMATION_EMAILS_PER_HOUR,
      confirmationEmailsPerDay: config.RATE_LIMIT_CONFIRMATION_EMAILS_PER_DAY,
    },
  };
}
