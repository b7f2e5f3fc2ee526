import { PASSWORD_RESET_LINK_MINUTES } from '@iec-bets/contracts';
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { issuePasswordResetToken, parsePasswordResetToken, passwordResetTokenHolds } from './password-reset-token.js';

const secret = 'a-secret-of-at-least-thirty-two-characters';
const userId = '0198a3c2-7d5e-7b21-9f3a-2c4d5e6f7a8b';
const passwordHash = 'scrypt$16384$8$1$c2FsdHNhbHRzYWx0$a2V5a2V5a2V5a2V5';
const email = 'thandi@example.co.za';
const issuedAt = new Date('2026-03-02T08:00:00.000Z');
const minutes = (count: number) => new Date(issuedAt.getTime() + count * 60_000);

/**
 * Given a link made for an account, when it comes back with some account's current password hash at some time, then
 * it holds or it does not. Every way of not holding answers the same, as the route answers them all alike.
 */
function given(token: string) {
  return {
    when(check: { passwordHash?: string; email?: string; secret?: string; now?: Date } = {}) {
      const holds = () => {
        const parsed = parsePasswordResetToken(token);
        return parsed !== null && passwordResetTokenHolds(parsed, { passwordHash, email, secret, now: minutes(1), ...check });
      };
      return {
        thenHolds: () => expect(holds(), token).toBe(true),
        thenRefused: () => expect(holds(), token).toBe(false),
      };
    },
  };
}

const issued = (overrides: { userId?: string; passwordHash?: string; email?: string; secret?: string; now?: Date } = {}) =>
  issuePasswordResetToken({ userId, passwordHash, email, secret, now: issuedAt, ...overrides });

/** The token with one of its three parts replaced. */
function withPart(token: string, index: 0 | 1 | 2, part: string): string {
  const parts = token.split('.');
  parts[index] = part;
  return parts.join('.');
}

describe('a password-reset token', () => {
  it('is signed as links mailed before the signer was shared with email confirmations were, so that they still work', () => {
    const token = issued();
    const expiresAt = issuedAt.getTime() / 1000 + PASSWORD_RESET_LINK_MINUTES * 60;
    const signedThen = createHmac('sha256', secret).update(['password-reset', userId, String(expiresAt), passwordHash, email].join('\n')).digest('base64url');
    expect(token).toBe(`${userId}.${expiresAt}.${signedThen}`);
  });

  it('names the account and its expiry, PASSWORD_RESET_LINK_MINUTES after it was made, and carries no password hash', () => {
    const token = issued();
    expect(parsePasswordResetToken(token)).toEqual({
      userId,
      expiresAt: issuedAt.getTime() / 1000 + PASSWORD_RESET_LINK_MINUTES * 60,
      mac: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    expect(token).toMatch(/^[A-Za-z0-9_.-]+$/);
    expect(token).not.toContain('c2FsdHNhbHRzYWx0');
    expect(token).not.toContain('thandi');
  });

  it('holds for the account it was made for, while its password is the one it had, up to its last second', () => {
    given(issued()).when({ now: minutes(0) }).thenHolds();
    given(issued()).when({ now: new Date(minutes(PASSWORD_RESET_LINK_MINUTES).getTime() - 1) }).thenHolds();
  });

  it('is refused once expired, from the very second of its expiry', () => {
    given(issued()).when({ now: minutes(PASSWORD_RESET_LINK_MINUTES) }).thenRefused();
    given(issued()).when({ now: minutes(24 * 60) }).thenRefused();
  });

  it('is refused once the account has another password: this link used, another used, or a change in Settings', () => {
    given(issued()).when({ passwordHash: 'scrypt$16384$8$1$bmV3c2FsdA==$bmV3a2V5' }).thenRefused();
  });

  it('is refused once the account has another email address than the one it was mailed to, even in letter case only', () => {
    given(issued()).when({ email: 'someone.else@example.co.za' }).thenRefused();
    given(issued()).when({ email: 'Thandi@example.co.za' }).thenRefused();
    // Back to the address it was mailed to, it holds again: the address is what it checks, not when it changed.
    given(issued({ email: 'Thandi@example.co.za' })).when({ email: 'Thandi@example.co.za' }).thenHolds();
  });

  it('is refused under another secret: a link of another server, or from before the secret was changed', () => {
    given(issued()).when({ secret: 'another-secret-of-at-least-thirty-two-chars' }).thenRefused();
    given(issued({ secret: 'another-secret-of-at-least-thirty-two-chars' })).when().thenRefused();
  });

  it('is refused for another account: its user id changed, whatever that account’s password', () => {
    const other = '0198a3c2-7d5e-7b21-9f3a-2c4d5e6f7a8c';
    given(withPart(issued(), 0, other)).when().thenRefused();
    // Even where both accounts had the same hash (they never do: each is salted), the user id is signed.
    given(withPart(issued({ userId: other }), 0, userId)).when().thenRefused();
  });

  it('is refused with its expiry moved, later or earlier', () => {
    const { expiresAt } = parsePasswordResetToken(issued())!;
    given(withPart(issued(), 1, String(expiresAt + 3600))).when().thenRefused();
    given(withPart(issued(), 1, String(expiresAt - 1))).when().thenRefused();
  });

  it('is refused with its mac changed in any one character, the last one included', () => {
    const token = issued();
    const { mac } = parsePasswordResetToken(token)!;
    for (const index of [0, 21, 42]) {
      const changed = `${mac.slice(0, index)}${mac[index] === 'A' ? 'B' : 'A'}${mac.slice(index + 1)}`;
      given(withPart(token, 2, changed)).when().thenRefused();
    }
  });

  it('is not a token at all when malformed, in any of its parts', () => {
    const token = issued();
    const [id, expiry, mac] = token.split('.') as [string, string, string];
    const malformed = [
      '',
      '.',
      '..',
      id,
      `${id}.${expiry}`,
      `${token}.`,
      `${token}.extra`,
      `.${expiry}.${mac}`,
      `${id}..${mac}`,
      `${id}.${expiry}.`,
      // A user id that is not one: too long, or with characters a stream's name must not hold.
      `${'u'.repeat(101)}.${expiry}.${mac}`,
      `user/../admin.${expiry}.${mac}`,
      `user id.${expiry}.${mac}`,
      // An expiry that is not whole seconds written plainly.
      `${id}.0${expiry}.${mac}`,
      `${id}.-${expiry}.${mac}`,
      `${id}.${expiry}.5.${mac}`,
      `${id}.1e10.${mac}`,
      `${id}.0x10.${mac}`,
      `${id}.${'9'.repeat(13)}.${mac}`,
      // A mac of the wrong length, or in another alphabet.
      `${id}.${expiry}.${mac.slice(0, 42)}`,
      `${id}.${expiry}.${mac}A`,
      `${id}.${expiry}.${mac.slice(0, 42)}=`,
      `${id}.${expiry}.${mac.slice(0, 42)}+`,
      `${id}.${expiry}.${mac.slice(0, 42)}/`,
      // Invisible differences.
      ` ${token}`,
      `${token}\n`,
      token.replace('.', '\u2024'),
    ];
    for (const text of malformed) {
      expect(parsePasswordResetToken(text), JSON.stringify(text)).toBeNull();
      given(text).when().thenRefused();
    }
  });

  it('is one of ours when well formed, yet holds only when its mac was made for its parts', () => {
    const forged = `${userId}.${parsePasswordResetToken(issued())!.expiresAt}.${'A'.repeat(43)}`;
    expect(parsePasswordResetToken(forged)).not.toBeNull();
    given(forged).when().thenRefused();
  });
});
