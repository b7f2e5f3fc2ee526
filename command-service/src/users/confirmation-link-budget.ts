import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';

/** RATE_LIMIT_CONFIRMATION_EMAILS_PER_HOUR's default: enough for a typo or two, too few to mail a stranger with. */
export const DEFAULT_CONFIRMATION_EMAILS_PER_HOUR = 5;

/** What a budget check found: whether one more link may go, and if not, how large the budget is and when it renews. */
export type ConfirmationLinkAllowance = { allowed: true } | { allowed: false; max: number; waitSeconds: number };

/**
 * Asks whether one more link to confirm an address may be mailed, and counts it if so. Every link counts, whether the
 * owner asked for it or a sign-up or a change of address sent it by itself: otherwise changing an account's address
 * back and forth would mail whoever's addresses were typed without end. Two budgets, both an hour long: per account,
 * and per address (as its hash, so that Redis holds no address), since many accounts, from many client addresses,
 * may all give one stranger's mailbox.
 */
export type ConfirmationLinkBudget = (request: FastifyRequest, account: { userId: string; email: string }) => Promise<ConfirmationLinkAllowance>;

export function confirmationLinkBudget(app: FastifyInstance, perHour: number): ConfirmationLinkBudget {
  // The plugin's limiters key a request; the key of this one is the account or address being mailed, which the route
  // has in hand rather than in the request, so it is handed over beside it.
  const keys = new WeakMap<FastifyRequest, { account: string; address: string }>();
  const limit = (keyOf: (request: FastifyRequest) => string) =>
    app.createRateLimit({ max: perHour, timeWindow: 60 * 60_000, keyGenerator: keyOf });
  const perAccount = limit((request) => keys.get(request)!.account);
  const perAddress = limit((request) => keys.get(request)!.address);
  return async (request, { userId, email }) => {
    const addressHash = createHash('sha256').update(email.toLowerCase()).digest('base64url');
    keys.set(request, { account: `confirmation-links-of-account:${userId}`, address: `confirmation-links-to-address:${addressHash}` });
    for (const check of [perAccount, perAddress]) {
      const budget = await check(request);
      if (!budget.isAllowed && budget.isExceeded) return { allowed: false, max: budget.max, waitSeconds: budget.ttlInSeconds };
    }
    return { allowed: true };
  };
}
