import { createHmac } from 'node:crypto';
import type { WindowCounter } from '../http/window-counter.js';

/** RATE_LIMIT_CONFIRMATION_EMAILS_PER_HOUR's default: enough for a typo or two, too few to mail a stranger with. */
export const DEFAULT_CONFIRMATION_EMAILS_PER_HOUR = 5;

const HOUR_MS = 60 * 60_000;

/** Whether one more link may go; if not, how large the budget is and when it renews. Once allowed, it is counted. */
export type ConfirmationLinkAllowance =
  | { allowed: true; /** The link was not sent after all: it does not count. */ giveBack: () => Promise<void> }
  | { allowed: false; max: number; waitSeconds: number };

/**
 * The links to confirm an address that may still be mailed this hour. Every link counts, whether the owner asked for
 * it or a sign-up or a change of address sent it by itself: otherwise changing an account's address back and forth
 * would mail whoever's addresses were typed without end. Two budgets, both an hour long: per account, and per address
 * (under an HMAC of it, so that the counters name no address anyone could test a guess against), since many accounts,
 * from many client addresses, may all give one stranger's mailbox. A link is counted before it is sent, so that links
 * sent at once cannot all pass, and given back when the mail server does not take it, so that an hour of its failures
 * spends nothing.
 */
export type ConfirmationLinkBudget = (account: { userId: string; email: string }) => Promise<ConfirmationLinkAllowance>;

export function confirmationLinkBudget(counter: WindowCounter, options: { perHour: number; secret: string }): ConfirmationLinkBudget {
  return async ({ userId, email }) => {
    const address = createHmac('sha256', options.secret).update(`confirmation-link-budget\n${email.toLowerCase()}`).digest('base64url');
    const taken: string[] = [];
    const giveBack = async () => {
      await Promise.all(taken.map((key) => counter.giveBack(key)));
    };
    for (const key of [`account:${userId}`, `address:${address}`]) {
      const { count, resetInMs } = await counter.take(key, HOUR_MS);
      taken.push(key);
      if (count > options.perHour) {
        // Refused: nothing is sent, so nothing counts, and the window's end stays where it was.
        await giveBack();
        return { allowed: false, max: options.perHour, waitSeconds: Math.max(1, Math.ceil(resetInMs / 1000)) };
      }
    }
    return { allowed: true, giveBack };
  };
}
