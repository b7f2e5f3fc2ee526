import { createHmac } from 'node:crypto';
import type { WindowCounter } from '../http/window-counter.js';

/** RATE_LIMIT_CONFIRMATION_EMAILS_PER_HOUR's default: enough for a typo or two, too few to mail a stranger with. */
export const DEFAULT_CONFIRMATION_EMAILS_PER_HOUR = 5;

/**
 * RATE_LIMIT_CONFIRMATION_EMAILS_PER_DAY's default: an address's owner asks for a link or two a day at most, while
 * five an hour, hour after hour, would be 120 emails a day in a stranger's mailbox.
 */
export const DEFAULT_CONFIRMATION_EMAILS_PER_DAY = 10;

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/** Whether one more link may go; if not, how large the budget is and when it renews. Once allowed, it is counted. */
export type ConfirmationLinkAllowance =
  | { allowed: true; /** The link was not sent after all: it does not count. */ giveBack: () => Promise<void> }
  | { allowed: false; max: number; waitSeconds: number };

/**
 * Whether one more link to confirm an address may be mailed, within this hour's and this day's budgets. Every link
 * counts, whether the owner asked for it or a sign-up or a change of address sent it by itself: otherwise changing
 * an account's address back and forth would mail whoever's addresses were typed without end. Three budgets: an
 * hour's per account, and an hour's and a day's per address (under an HMAC of it, so that the counters name no
 * address anyone could test a guess against), since many accounts, from many client addresses, may all give one
 * stranger's mailbox, and may do it every hour. A link is counted before it is sent, so that links sent at once
 * cannot all pass, and given back when the mail server does not take it, so that an hour of its failures spends
 * nothing.
 */
export type ConfirmationLinkBudget = (account: { userId: string; email: string }) => Promise<ConfirmationLinkAllowance>;

export function confirmationLinkBudget(
  counter: WindowCounter,
  options: { perHour: number; perDay?: number; secret: string },
): ConfirmationLinkBudget {
  const perDay = options.perDay ?? DEFAULT_CONFIRMATION_EMAILS_PER_DAY;
  return async ({ userId, email }) => {
    const address = createHmac('sha256', options.secret).update(`confirmation-link-budget\n${email.toLowerCase()}`).digest('base64url');
    const windows = [
      { key: `account:${userId}`, windowMs: HOUR_MS, max: options.perHour },
      { key: `address:${address}`, windowMs: HOUR_MS, max: options.perHour },
      { key: `address-day:${address}`, windowMs: DAY_MS, max: perDay },
    ];
    const giveBack = async () => {
      await Promise.all(windows.map(({ key }) => counter.giveBack(key)));
    };
    // Every window is counted, so that a refusal names the one whose end is furthest: an hour's budget spent on a day
    // whose budget is spent too must not say "wait 40 minutes", only to say "wait 22 hours" then.
    const counted = await Promise.all(windows.map(async (window) => ({ ...window, ...(await counter.take(window.key, window.windowMs)) })));
    const over = counted.filter(({ count, max }) => count > max).sort((a, b) => b.resetInMs - a.resetInMs);
    if (over.length > 0) {
      // Refused: nothing is sent, so nothing counts, and the windows' ends stay where they were.
      await giveBack();
      const [longest] = over as [(typeof over)[number]];
      return { allowed: false, max: longest.max, waitSeconds: Math.max(1, Math.ceil(longest.resetInMs / 1000)) };
    }
    return { allowed: true, giveBack };
  };
}
