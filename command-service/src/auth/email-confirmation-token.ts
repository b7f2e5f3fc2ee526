import { EMAIL_CONFIRMATION_LINK_HOURS } from '@iec-bets/contracts';
import { accountLinkTokenHolds, issueAccountLinkToken, parseAccountLinkToken, type AccountLinkToken } from './account-link-token.js';

/**
 * The token of a link to confirm an email address (account-link-token.ts), bound to the address it is mailed to: it
 * confirms that address only, so a link to an address the account has since left opens nothing, and the password
 * does not come into it (a new password leaves the mailbox as much the owner's as it was).
 */
export type EmailConfirmationToken = AccountLinkToken;

const binding = (email: string, secret: string) => ({ purpose: 'email-confirmation', boundTo: [email], secret }) as const;

export function issueEmailConfirmationToken(link: { userId: string; email: string; secret: string; now: Date }): string {
  return issueAccountLinkToken({ ...binding(link.email, link.secret), userId: link.userId, now: link.now, lifetimeSeconds: EMAIL_CONFIRMATION_LINK_HOURS * 3600 });
}

export const parseEmailConfirmationToken = parseAccountLinkToken;

/** Whether the token is ours, unexpired, and was made for `email` as the account it names has it now. */
export function emailConfirmationTokenHolds(token: EmailConfirmationToken, check: { email: string; secret: string; now: Date }): boolean {
  return accountLinkTokenHolds(token, { ...binding(check.email, check.secret), now: check.now });
}
