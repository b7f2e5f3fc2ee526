import { emailConfirmationEmail } from '@iec-bets/contracts';
import { mailFailureWithoutContactDetails } from '@iec-bets/platform';
import type { FastifyBaseLogger } from 'fastify';
import { issueEmailConfirmationToken } from '../auth/email-confirmation-token.js';
import type { AccountEmail } from '../deps.js';

/** The account a link to confirm its address is mailed for, with the address as its stream has it now. */
export interface AccountToConfirm {
  userId: string;
  username: string;
  email: string;
}

/**
 * Mails a link to confirm an account's address, to that address, and says whether the mail server took it. Never
 * throws: after a sign-up or a change of settings it runs once the answer is sent, and the owner can ask for another
 * from Notification Settings; a failure is logged without the address.
 */
export type MailEmailConfirmationLink = (account: AccountToConfirm, log: FastifyBaseLogger) => Promise<boolean>;

/** How this command service mails such links; undefined when it sends no email or has no key to sign them with. */
export function emailConfirmationMailer(deps: { accountEmail?: AccountEmail | undefined; secret?: string | undefined; clock: () => Date }): MailEmailConfirmationLink | undefined {
  const { accountEmail, secret, clock } = deps;
  if (!accountEmail || !secret) return undefined;
  return async (account, log) => {
    const link = new URL('/confirm-email', accountEmail.publicOrigin);
    // In the fragment, which the browser keeps to itself: no server's log, and no Referer, ever holds the token.
    link.hash = issueEmailConfirmationToken({ userId: account.userId, email: account.email, secret, now: clock() });
    try {
      await accountEmail.mailer({ to: account.email, ...emailConfirmationEmail(account.username, link.toString()) });
      return true;
    } catch (error) {
      log.warn({ err: mailFailureWithoutContactDetails('Email confirmation link failed', error), userId: account.userId }, 'email confirmation link failed');
      return false;
    }
  };
}
