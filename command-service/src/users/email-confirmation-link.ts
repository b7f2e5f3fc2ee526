import { emailConfirmationEmail } from '@iec-bets/contracts';
import { mailFailureWithoutContactDetails } from '@iec-bets/platform';
import type { FastifyRequest } from 'fastify';
import { issueEmailConfirmationToken } from '../auth/email-confirmation-token.js';
import type { AccountEmail } from '../deps.js';
import type { ConfirmationLinkAllowance, ConfirmationLinkBudget } from './confirmation-link-budget.js';

/** The account a link to confirm its address is mailed for, with the address as its stream has it now. */
export interface AccountToConfirm {
  userId: string;
  username: string;
  email: string;
}

/** What became of a link: mailed, not taken by the mail server (logged), or held back by the budget. */
export type ConfirmationLinkOutcome = { sent: true } | { sent: false; overBudget?: { max: number; waitSeconds: number } };

/**
 * Mails a link to confirm an account's address, to that address, within the links' budget (confirmation-link-budget.ts).
 * Never throws: after a sign-up or a change of settings it runs once the answer is sent, and the owner can ask for
 * another from Notification Settings; a mail server's failure is logged without the address.
 */
export type MailEmailConfirmationLink = (request: FastifyRequest, account: AccountToConfirm) => Promise<ConfirmationLinkOutcome>;

/** Mails `account`'s address a link to confirm it, signed with `secret` now; rejects as the mail server refuses. */
export async function mailConfirmationLinkNow(
  sender: { accountEmail: AccountEmail; secret: string; now: Date },
  account: AccountToConfirm,
): Promise<void> {
  const link = new URL('/confirm-email', sender.accountEmail.publicOrigin);
  // In the fragment, which the browser keeps to itself: no server's log, and no Referer, ever holds the token.
  link.hash = issueEmailConfirmationToken({ userId: account.userId, email: account.email, secret: sender.secret, now: sender.now });
  await sender.accountEmail.mailer({ to: account.email, ...emailConfirmationEmail(account.username, link.toString()) });
}

/**
 * How this command service mails such links; undefined when it sends no email or has no key to sign them with. Built
 * once per app, so that the routes which mail links (the sign-up, the settings, the owner's request) share one budget.
 */
export function emailConfirmationMailer(deps: {
  accountEmail?: AccountEmail | undefined;
  secret?: string | undefined;
  clock: () => Date;
  budget: ConfirmationLinkBudget;
}): MailEmailConfirmationLink | undefined {
  const { accountEmail, secret, clock, budget } = deps;
  if (!accountEmail || !secret) return undefined;
  return async (request, account) => {
    let allowance: ConfirmationLinkAllowance;
    try {
      allowance = await budget(account);
    } catch (error) {
      request.log.warn({ err: error, userId: account.userId }, 'email confirmation link not sent: its budget could not be counted');
      return { sent: false };
    }
    if (!allowance.allowed) {
      request.log.info({ userId: account.userId }, 'email confirmation link held back: its budget is spent');
      return { sent: false, overBudget: allowance };
    }
    try {
      await mailConfirmationLinkNow({ accountEmail, secret, now: clock() }, account);
      return { sent: true };
    } catch (error) {
      request.log.warn({ err: mailFailureWithoutContactDetails('Email confirmation link failed', error), userId: account.userId }, 'email confirmation link failed');
      // Best effort: a link that did not go spends nothing of the budget.
      await allowance.giveBack().catch(() => undefined);
      return { sent: false };
    }
  };
}
