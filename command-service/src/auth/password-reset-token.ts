import { PASSWORD_RESET_LINK_MINUTES } from '@iec-bets/contracts';
import { accountLinkTokenHolds, issueAccountLinkToken, parseAccountLinkToken, type AccountLinkToken } from './account-link-token.js';

/**
 * The token of a link to choose a new password (account-link-token.ts), bound to the account's password hash and
 * email address at the time the link was made. The link holds while that hash is the account's, so any new password
 * (set by this link, by another, or in Settings) ends every link made before it, and a link that was used cannot be
 * used again. And while that address is the account's: a link mailed to an address the account has since left (a typo
 * corrected, an old mailbox given up, or changed back by its owner after someone else set theirs) opens nothing.
 */
export type PasswordResetToken = AccountLinkToken;

/** What of the account a link is made under, and must still be for it to hold. */
export interface AccountAsLinked {
  passwordHash: string;
  /** The address the link is mailed to. */
  email: string;
}

const binding = (account: AccountAsLinked, secret: string) =>
  ({ purpose: 'password-reset', boundTo: [account.passwordHash, account.email], secret }) as const;

export function issuePasswordResetToken(link: AccountAsLinked & { userId: string; secret: string; now: Date }): string {
  return issueAccountLinkToken({ ...binding(link, link.secret), userId: link.userId, now: link.now, lifetimeSeconds: PASSWORD_RESET_LINK_MINUTES * 60 });
}

export const parsePasswordResetToken = parseAccountLinkToken;

/**
 * Whether the token still works for the account it names, whose current password hash and address are given: not
 * expired, and made with this secret for that account while it had that very password and address.
 */
export function passwordResetTokenHolds(token: PasswordResetToken, check: AccountAsLinked & { secret: string; now: Date }): boolean {
  return accountLinkTokenHolds(token, { ...binding(check, check.secret), now: check.now });
}
