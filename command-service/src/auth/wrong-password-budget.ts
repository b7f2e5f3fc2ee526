import type { FastifyReply } from 'fastify';
import { refuseTooManyAttempts } from '../http/rate-limits.js';
import type { WindowCounter } from '../http/window-counter.js';
import type { KnownDevices } from './known-devices.js';
import { verifyPassword } from './password.js';

/**
 * How many wrong passwords an account takes in a window, counted by account rather than by client: the limits per
 * client address (a log-in's) and per signed-in account (a password change's, an account deletion's) leave an account
 * open to guesses spread over many addresses, or over those three doors at once. Past the budget, every check of the
 * account's password from a browser that has not signed in to it is refused until the window ends, the right password
 * too: otherwise the guessing could go on, told only when it had found it.
 *
 * Anyone can spend an account's budget, its username being public; what keeps that from locking its owner out is that
 * the browsers they have signed in on draw on none of it (known-devices.ts). On a new browser, they wait out the
 * window or choose a new password by an emailed link, which clears the count (README, "Password guessing").
 */

export interface WrongPasswordBudget {
  /**
   * Whether `password` is the account's, held to the budget: a 429 "Too many attempts" when the account has had its
   * wrong passwords for the window, whatever `password` is.
   */
  check(reply: FastifyReply, account: { userId: string; passwordHash: string }, password: string, from: { knownDevice: boolean }): Promise<boolean>;
  clear(userId: string): Promise<void>;
}

const HOUR_MS = 60 * 60_000;

/** RATE_LIMIT_WRONG_PASSWORDS_PER_HOUR's default: far more than a person mistypes, far too few to guess with. */
export const DEFAULT_WRONG_PASSWORDS_PER_HOUR = 20;

/** What the routes that check an account's password are given beside the command side's ports. */
export interface PasswordCheckDeps {
  wrongPasswords: WrongPasswordBudget;
  knownDevices: KnownDevices;
}

export function wrongPasswordBudget(counter: WindowCounter, perHour: number): WrongPasswordBudget {
  return {
    async check(reply, { userId, passwordHash }, password, from) {
      // A browser the account has signed in on with this password draws on no budget of the account's, so that
      // guesses from elsewhere never keep its owner out (known-devices.ts); the limits per address and per session
      // still hold it.
      if (from.knownDevice) return verifyPassword(password, passwordHash);
      const { count, resetInMs } = await counter.take(userId, HOUR_MS);
      if (count > perHour) {
        // Not counted: a refusal tells nothing of the password, and the window's end stays where it was.
        await counter.giveBack(userId);
        const waitSeconds = Math.max(1, Math.ceil(resetInMs / 1000));
        throw refuseTooManyAttempts(reply, perHour, waitSeconds);
      }
      const right = await verifyPassword(password, passwordHash);
      // Best effort: the right password must not fail for a count out of reach; it stays counted, for the window only.
      if (right) await counter.giveBack(userId).catch(() => undefined);
      return right;
    },
    clear: (userId) => counter.clear(userId),
  };
}
