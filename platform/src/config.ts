import { resolve } from 'node:path';
import { z } from 'zod';

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

export const Config = z.object({
  PORT: wholeNumber(3000, 1, 65_535),
  HOST: z.string().default('0.0.0.0'),
  /** Where the embedded setup keeps its SQLite files; made absolute against the working directory. */
  DATA_DIR: z
    .string()
    .default('./data')
    .transform((path) => resolve(path)),
  EVENTSTORE_URL: urlWithScheme('esdb', 'esdb+discover'),
  MONGODB_URL: urlWithScheme('mongodb', 'mongodb+srv'),
  MONGODB_DATABASE: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, { error: 'expected up to 40 letters, digits, _ or -' })
    .default('iec_bets'),
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
  RATE_LIMIT_LOGIN_PER_MINUTE: wholeNumber(10, 1),
  RATE_LIMIT_SIGNUP_PER_HOUR: wholeNumber(20, 1),
  RATE_LIMIT_ANSWERS_PER_MINUTE: wholeNumber(60, 1),
  /** How long a read that asks for its own write (x-min-position) waits for the projector. */
  READ_WAIT_TIMEOUT_MS: wholeNumber(5000, 0),
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
  const input = Object.fromEntries(
    Object.keys(Config.shape).map((name) => [name, env[name] === '' ? undefined : env[name]]),
  );
  const parsed = Config.safeParse(input);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  return parsed.data;
}
