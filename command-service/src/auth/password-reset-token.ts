import { PASSWORD_RESET_LINK_MINUTES } from '@iec-bets/contracts';
import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token of a link to choose a new password: `<userId>.<expiresAt>.<mac>`, the expiry in epoch seconds and the mac
 * an HMAC-SHA256, base64url, of both and of the account's password hash and email address at the time the link was
 * made. Nothing is stored: the link holds while that hash is the account's, so any new password (set by this link, by
 * another, or in Settings) ends every link made before it, and a link that was used cannot be used again. And while
 * that address is the account's: a link mailed to an address the account has since left (a typo corrected, an old
 * mailbox given up, or changed back by its owner after someone else set theirs) opens nothing.
 */
export interface PasswordResetToken {
  userId: string;
  /** Epoch seconds, after which the link no longer works. */
  expiresAt: number;
  mac: string;
}

/** A user id as `newUserId` makes them (UUIDs), or any other that is safe in a stream's name; never a dot. */
const USER_ID = /^[A-Za-z0-9_-]{1,100}$/;
/** Whole seconds, written as a number is: one spelling per instant, so no two tokens of one link. */
const EPOCH_SECONDS = /^[1-9]\d{0,11}$/;
/** SHA-256's 32 bytes in unpadded base64url. */
const MAC = /^[A-Za-z0-9_-]{43}$/;

/** What of the account a link is made under, and must still be for it to hold. */
export interface AccountAsLinked {
  passwordHash: string;
  /** The address the link is mailed to. */
  email: string;
}

export function issuePasswordResetToken(link: AccountAsLinked & { userId: string; secret: string; now: Date }): string {
  const expiresAt = Math.floor(link.now.getTime() / 1000) + PASSWORD_RESET_LINK_MINUTES * 60;
  return [link.userId, expiresAt, macOf({ userId: link.userId, expiresAt }, link, link.secret)].join('.');
}

/** The token's parts when it is well formed, without saying yet whether it holds; null when it cannot be one of ours. */
export function parsePasswordResetToken(token: string): PasswordResetToken | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [userId = '', expiresAt = '', mac = ''] = parts;
  if (!USER_ID.test(userId) || !EPOCH_SECONDS.test(expiresAt) || !MAC.test(mac)) return null;
  return { userId, expiresAt: Number(expiresAt), mac };
}

/**
 * Whether the token still works for the account it names, whose current password hash and address are given: not
 * expired, and made with this secret for that account while it had that very password and address.
 */
export function passwordResetTokenHolds(token: PasswordResetToken, check: AccountAsLinked & { secret: string; now: Date }): boolean {
  if (check.now.getTime() >= token.expiresAt * 1000) return false;
  const expected = Buffer.from(macOf(token, check, check.secret));
  const given = Buffer.from(token.mac);
  // Compared in constant time, so that how long a refusal takes does not tell how much of a forged mac was right.
  return expected.length === given.length && timingSafeEqual(expected, given);
}

function macOf(token: Pick<PasswordResetToken, 'userId' | 'expiresAt'>, account: AccountAsLinked, secret: string): string {
  // Labelled, and each field on its own line (none can hold a line break: an address is checked at every entry), so
  // that no other message signed with the secret, and no other split of these fields, gives the same mac. The address
  // as stored, letter case and all: a change of it in any way is a change.
  return createHmac('sha256', secret)
    .update(['password-reset', token.userId, String(token.expiresAt), account.passwordHash, account.email].join('\n'))
    .digest('base64url');
}
