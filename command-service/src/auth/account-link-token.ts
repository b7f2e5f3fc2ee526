import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token of a link mailed to an account's owner: `<userId>.<expiresAt>.<mac>`, the expiry in epoch seconds and the
 * mac an HMAC-SHA256, base64url, of both, of what the link is for, and of the parts of the account it is bound to
 * (its email address, its password hash) as they were when the link was made. Nothing is stored: a link holds until
 * it expires or any of those parts changes, which is how a link mailed to an address the account has since left, or
 * one made before a new password, comes to open nothing.
 */
export interface AccountLinkToken {
  userId: string;
  /** Epoch seconds, after which the link no longer works. */
  expiresAt: number;
  mac: string;
}

/** What one kind of link is bound to: its purpose, which keeps one kind's token from opening another, and the parts. */
export interface AccountLinkBinding {
  purpose: 'password-reset' | 'email-confirmation';
  /** The account's parts that must be as they were for the link to hold, in an order fixed per purpose. */
  boundTo: readonly string[];
  secret: string;
}

/** A user id as `newUserId` makes them (UUIDs), or any other that is safe in a stream's name; never a dot. */
const USER_ID = /^[A-Za-z0-9_-]{1,100}$/;
/** Whole seconds, written as a number is: one spelling per instant, so no two tokens of one link. */
const EPOCH_SECONDS = /^[1-9]\d{0,11}$/;
/** SHA-256's 32 bytes in unpadded base64url. */
const MAC = /^[A-Za-z0-9_-]{43}$/;

export function issueAccountLinkToken(link: AccountLinkBinding & { userId: string; now: Date; lifetimeSeconds: number }): string {
  const expiresAt = Math.floor(link.now.getTime() / 1000) + link.lifetimeSeconds;
  return [link.userId, expiresAt, macOf({ userId: link.userId, expiresAt }, link)].join('.');
}

/** The token's parts when it is well formed, without saying yet whether it holds; null when it cannot be one of ours. */
export function parseAccountLinkToken(token: string): AccountLinkToken | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [userId = '', expiresAt = '', mac = ''] = parts;
  if (!USER_ID.test(userId) || !EPOCH_SECONDS.test(expiresAt) || !MAC.test(mac)) return null;
  return { userId, expiresAt: Number(expiresAt), mac };
}

/**
 * Whether the token still works for the account it names, whose current parts are given: not expired, and made with
 * this secret, for this purpose, while the account had those very parts.
 */
export function accountLinkTokenHolds(token: AccountLinkToken, check: AccountLinkBinding & { now: Date }): boolean {
  if (check.now.getTime() >= token.expiresAt * 1000) return false;
  const expected = Buffer.from(macOf(token, check));
  const given = Buffer.from(token.mac);
  // Compared in constant time, so that how long a refusal takes does not tell how much of a forged mac was right.
  return expected.length === given.length && timingSafeEqual(expected, given);
}

function macOf(token: Pick<AccountLinkToken, 'userId' | 'expiresAt'>, binding: AccountLinkBinding): string {
  // Labelled, and each field on its own line (none can hold a line break: an address is checked at every entry), so
  // that no other message signed with the secret, and no other split of these fields, gives the same mac. The address
  // as stored, letter case and all: a change of it in any way is a change.
  return createHmac('sha256', binding.secret)
    .update([binding.purpose, token.userId, String(token.expiresAt), ...binding.boundTo].join('\n'))
    .digest('base64url');
}
