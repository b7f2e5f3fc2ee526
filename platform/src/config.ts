import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_PUSH_SERVICE_HOSTS, PUSH_SERVICE_HOST_PATTERN } from './push/push-service-hosts.js';

/** Settings of every process, read from environment variables; each key is the variable's name. */

function wholeNumber(defaultValue: number, min: number, max = Number.MAX_SAFE_INTEGER) {
  return z
    .string()
    .default(String(defaultValue))
    .pipe(z.string().regex(/^\d+$/, { error: 'expected a whole number' }))
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, { error: `expected at least ${min}` })
        .max(max, { error: `expected at most ${max}` }),
    );
}

function urlWithScheme(...schemes: string[]) {
  const list = schemes.map((scheme) => `${scheme}://`).join(' or ');
  return z
    .string()
    .refine((value) => schemes.some((scheme) => value.startsWith(`${scheme}://`)), {
      error: `expected a URL starting with ${list}`,
    })
    .optional();
}

/** WhatsApp template names are lowercase letters, digits and underscores. */
function whatsappTemplateName(defaultValue: string) {
  return z
    .string()
    .regex(/^[a-z0-9_]{1,512}$/, { error: 'expected a template name of lowercase letters, digits and _' })
    .default(defaultValue);
}

const origin = z.string().transform((value, ctx) => {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    // Reported below.
  }
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.pathname !== '/' || url.search || url.hash) {
    ctx.addIssue({ code: 'custom', message: 'expected an origin such as https://bets.example.org (no path)' });
    return z.NEVER;
  }
  return url.origin;
});

/**
 * Push services to accept besides the browsers' own (DEFAULT_PUSH_SERVICE_HOSTS): a comma-separated list of hosts,
 * `*.domain` for every name under a domain, and `host:port` for a port other than 443. The list the services use is
 * the defaults followed by these.
 */
const pushServiceHosts = z.string().transform((value, ctx) => {
  const entries = value.split(',').map((entry) => entry.trim().toLowerCase()).filter((entry) => entry !== '');
  const bad = entries.filter((entry) => !PUSH_SERVICE_HOST_PATTERN.test(entry));
  if (bad.length > 0) {
    ctx.addIssue({ code: 'custom', message: `expected hosts such as push.example.org, *.example.org or host:8443, not ${bad.join(', ')}` });
    return z.NEVER;
  }
  return [...DEFAULT_PUSH_SERVICE_HOSTS, ...entries];
});

/**
 * The addresses of the proxies in front of a service (nginx), whose X-Forwarded-For is believed: a comma-separated
 * list of IP addresses or CIDR ranges. A request from anywhere else is taken to come from its own address, whatever
 * header it sends, so that nobody can pick their own address and rate-limit budget.
 */
const proxyAddresses = z.string().transform((value, ctx) => {
  const entries = value.split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (entries.length === 0 || bad.length > 0) {
    ctx.addIssue({ code: 'custom', message: 'expected IP addresses or CIDR ranges separated by commas, e.g. 10.0.0.5,10.0.1.0/24' });
    return z.NEVER;
  }
  return entries;
});

function isAddressOrRange(entry: string): boolean {
  const [address = '', bits, extra] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  const max = version === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

export const Config = z.object({
  PORT: wholeNumber(3000, 1, 65_535),
  HOST: z.string().default('0.0.0.0'),
  /** Where the embedded setup keeps its SQLite files; made absolute against the working directory. */
  DATA_DIR: z
    .string()
    .default('./data')
    .transform((path) => resolve(path)),
  /**
   * The built web client that the server (and the cluster's nginx) serves; `client/dist` when unset. Another folder
   * lets a second build be tried beside the first, e.g. by one set of browser tests while another builds.
   */
  CLIENT_DIR: z
    .string()
    .optional()
    .transform((path) => (path === undefined ? undefined : resolve(path))),
  EVENTSTORE_URL: urlWithScheme('esdb', 'esdb+discover'),
  MONGODB_URL: urlWithScheme('mongodb', 'mongodb+srv'),
  MONGODB_DATABASE: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, { error: 'expected up to 40 letters, digits, _ or -' })
    .default('iec_bets'),
  /**
   * The database of the personal-data keys (crypto-shredding), apart from the read models' so that a replay never
   * touches them; `<MONGODB_DATABASE>_keys` when unset.
   */
  MONGODB_KEYS_DATABASE: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, { error: 'expected up to 40 letters, digits, _ or -' })
    .optional(),
  REDIS_URL: urlWithScheme('redis', 'rediss'),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'expected one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  SESSION_TTL_DAYS: wholeNumber(30, 1),
  /** Marks the session cookie Secure; turn on behind HTTPS. */
  COOKIE_SECURE: z
    .enum(['true', 'false'], { error: 'expected true or false' })
    .default('false')
    .transform((value) => value === 'true'),
  /** An Origin accepted on state-changing requests besides the request's own host (e.g. behind a proxy). */
  PUBLIC_ORIGIN: origin.optional(),
  /** Proxies whose X-Forwarded-For is believed (the edge nginx in the distributed setup); none by default. */
  TRUSTED_PROXIES: proxyAddresses.optional(),
  RATE_LIMIT_LOGIN_PER_MINUTE: wholeNumber(10, 1),
  RATE_LIMIT_SIGNUP_PER_HOUR: wholeNumber(20, 1),
  RATE_LIMIT_ANSWERS_PER_MINUTE: wholeNumber(60, 1),
  /** Comments a signed-in user may post per minute. */
  RATE_LIMIT_COMMENTS_PER_MINUTE: wholeNumber(10, 1),
  /** Comments a signed-in user may report to the moderators per hour. */
  RATE_LIMIT_REPORTS_PER_HOUR: wholeNumber(20, 1),
  /** Resolutions a signed-in user may dispute per hour (each question once at most). */
  RATE_LIMIT_DISPUTES_PER_HOUR: wholeNumber(10, 1),
  /** Question suggestions a signed-in user may send per hour. */
  RATE_LIMIT_SUGGESTIONS_PER_HOUR: wholeNumber(10, 1),
  /** Newsletter subscriptions per client IP per hour (no sign-in needed, so counted by address). */
  RATE_LIMIT_NEWSLETTER_PER_HOUR: wholeNumber(20, 1),
  /**
   * Links to choose a new password that may be asked for per hour, per client IP and, apart from that, per username:
   * each one is an email to someone, whose inbox nobody may fill from however many addresses.
   */
  RATE_LIMIT_PASSWORD_RESETS_PER_HOUR: wholeNumber(5, 1),
  /**
   * Wrong passwords per account per hour, from any address, across the log-in, the password change and the account
   * deletion: past it, every check of that account's password is refused until the hour is up.
   */
  RATE_LIMIT_WRONG_PASSWORDS_PER_HOUR: wholeNumber(20, 1),
  /**
   * Links to confirm an email address that may be mailed per hour, per account and, apart from that, per address,
   * those a sign-up or a change of address sends by themselves included: each is an email to someone.
   */
  RATE_LIMIT_CONFIRMATION_EMAILS_PER_HOUR: wholeNumber(5, 1),
  /**
   * The same links per address per day: hour after hour, the hourly budget alone would let anyone fill a stranger's
   * mailbox with 120 a day.
   */
  RATE_LIMIT_CONFIRMATION_EMAILS_PER_DAY: wholeNumber(10, 1),
  /** How long a read that asks for its own write (x-min-position) waits for the projector. */
  READ_WAIT_TIMEOUT_MS: wholeNumber(5000, 0),
  /**
   * The web-push (VAPID) key pair, base64url as web-push's generateVAPIDKeys() gives it; both or neither. Without
   * them the embedded setup generates a pair once and keeps it in DATA_DIR/vapid-keys.json.
   */
  VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{87}$/, { error: 'expected a base64url P-256 public key (87 characters)' }).optional(),
  VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: 'expected a base64url P-256 private key (43 characters)' }).optional(),
  /** Who push services may contact about our alerts: a mailto: or https: URL. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, { error: 'expected a mailto: or https: URL' })
    .default('mailto:alerts@iec-bets.invalid'),
  /** Where push subscriptions may point: the browsers' push services and these; see pushServiceHosts. */
  PUSH_SERVICE_HOSTS: pushServiceHosts.default([...DEFAULT_PUSH_SERVICE_HOSTS]),
  /**
   * Test alerts a signed-in user may ask for per minute, email and WhatsApp together (each one really goes out, and a
   * WhatsApp message is paid for). Named for the email, which came first.
   */
  RATE_LIMIT_TEST_EMAILS_PER_MINUTE: wholeNumber(3, 1),
  /**
   * WhatsApp Cloud API: alerts and the test alert go out as approved message templates; no token means the channel
   * is off.
   */
  WHATSAPP_API_URL: urlWithScheme('https', 'http').default('https://graph.facebook.com/v21.0'),
  WHATSAPP_TOKEN: z.string().optional(),
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^\d{1,30}$/, { error: 'expected the numeric phone number id from the WhatsApp Business dashboard' })
    .optional(),
  WHATSAPP_TEMPLATE_NEW_QUESTION: whatsappTemplateName('new_question'),
  WHATSAPP_TEMPLATE_QUESTION_RESOLVED: whatsappTemplateName('question_resolved'),
  WHATSAPP_TEMPLATE_RESOLUTION_CORRECTED: whatsappTemplateName('resolution_corrected'),
  /**
   * The streak reminder (notifier/src/streaks): no default, since a template must be approved before it can be sent;
   * without one, WhatsApp carries no reminder and the other channels still do.
   */
  WHATSAPP_TEMPLATE_STREAK_REMINDER: z
    .string()
    .regex(/^[a-z0-9_]{1,512}$/, { error: 'expected a template name of lowercase letters, digits and _' })
    .optional(),
  /** The test alert (POST /api/notifications/test with channel whatsapp): a template without placeholders. */
  WHATSAPP_TEMPLATE_TEST: whatsappTemplateName('test_alert'),
  WHATSAPP_TEMPLATE_LANGUAGE: z
    .string()
    .regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, { error: 'expected a template language code such as en or en_US' })
    .default('en'),
  /** Email alerts: `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…:465`; unset means email is off. */
  SMTP_URL: urlWithScheme('smtp', 'smtps'),
  /** The From of every email, e.g. `IEC Bets <alerts@bets.example.org>`. */
  MAIL_FROM: z.string().optional(),
  /**
   * The key that signs the links to choose a new password. Whoever knows it can make a link for any account, and so
   * sign in as anyone: at least 32 characters, random (`openssl rand -base64 32`), and the same on every command
   * service, or a link made by one replica is refused by another. Without it the one-process server and `npm run
   * cluster` make one once and keep it in DATA_DIR/password-reset-secret; a command service on its own then sends no
   * links (503), and will not start with SMTP_URL and MAIL_FROM set (email alerts go only to addresses confirmed by its
   * links). It also signs the links to confirm an email address, and the cookies that remember the browsers an account has signed in on, which its budget
   * of wrong passwords spares (without it, none is remembered).
   */
  PASSWORD_RESET_SECRET: z
    .string()
    .min(32, { error: 'expected at least 32 characters of random text, e.g. from openssl rand -base64 32' })
    .optional(),
  /**
   * The key that signs the newsletter's emailed links, to confirm a subscription and to leave the list: at least 32
   * random characters, the same on every command service and on the notifier, which signs the links in the daily
   * question's email. Apart from PASSWORD_RESET_SECRET so that the notifier, which talks to mail, WhatsApp and push
   * services, holds no key that could open an account. Without it the one-process server and `npm run cluster` make
   * one once and keep it in DATA_DIR/newsletter-link-secret; a service on its own then has no newsletter.
   */
  NEWSLETTER_LINK_SECRET: z
    .string()
    .min(32, { error: 'expected at least 32 characters of random text, e.g. from openssl rand -base64 32' })
    .optional(),
  /**
   * Where people write about their personal information (the privacy notice names it, as POPIA asks), e.g. the
   * information officer's address; without it the notice can only say to contact the team that runs the service.
   */
  PRIVACY_CONTACT_EMAIL: z.email({ error: 'expected an email address such as privacy@bets.example.org' }).optional(),
  /**
   * The part of alerts that the distributed notifier service runs: `reactor` follows the log and adds jobs (run
   * exactly one), `worker` delivers them (run as many as the alerts need), `all` does both.
   */
  NOTIFIER_ROLE: z.enum(['all', 'reactor', 'worker'], { error: 'expected all, reactor or worker' }).default('all'),
  /**
   * How soon the alerts a distributed notifier held when it died go to another (BullMQ): each worker's lock on a job
   * lasts this long and is renewed at half of it while the worker lives, and every worker looks for lapsed locks this
   * often, so a dead worker's jobs are sent again within about twice this. Shorter recovers sooner, but a worker whose
   * event loop stalls longer than the lock loses a job it is still sending, and the browser is alerted twice.
   */
  NOTIFIER_JOB_LOCK_SECONDS: wholeNumber(30, 2, 600),
});

export type Config = z.output<typeof Config>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Reads the settings, an empty variable counting as unset. Every problem is reported at once, by variable name;
 * values are not echoed, since URLs may carry passwords.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return loadSettings(Config, env);
}

/**
 * A process's settings by its own schema of environment variables, read as loadConfig reads the product's: the
 * benchmark's processes load theirs through it.
 */
export function loadSettings<Schema extends z.ZodObject>(schema: Schema, env: NodeJS.ProcessEnv = process.env): z.output<Schema> {
  const input = Object.fromEntries(Object.keys(schema.shape).map((name) => [name, env[name] === '' ? undefined : env[name]]));
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  return parsed.data;
}
