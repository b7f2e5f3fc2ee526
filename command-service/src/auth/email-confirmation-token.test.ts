import { EMAIL_CONFIRMATION_LINK_HOURS } from '@iec-bets/contracts';
import { describe, expect, it } from 'vitest';
import { emailConfirmationTokenHolds, issueEmailConfirmationToken, parseEmailConfirmationToken } from './email-confirmation-token.js';
import { issuePasswordResetToken, parsePasswordResetToken, passwordResetTokenHolds } from './password-reset-token.js';

const secret = 'a-secret-of-at-least-thirty-two-characters';
const userId = '0198a3c2-7d5e-7b21-9f3a-2c4d5e6f7a8b';
const email = 'thandi@example.co.za';
const issuedAt = new Date('2026-03-02T08:00:00.000Z');
const hours = (count: number) => new Date(issuedAt.getTime() + count * 3_600_000);

const issued = () => issueEmailConfirmationToken({ userId, email, secret, now: issuedAt });
function holds(token: string, check: { email?: string; secret?: string; now?: Date } = {}): boolean {
  const parsed = parseEmailConfirmationToken(token);
  return parsed !== null && emailConfirmationTokenHolds(parsed, { email, secret, now: hours(1), ...check });
}

describe('an email confirmation token', () => {
  it('names the account and its expiry, a day after it was made, and not the address', () => {
    const token = issued();
    expect(parseEmailConfirmationToken(token)).toMatchObject({ userId, expiresAt: issuedAt.getTime() / 1000 + EMAIL_CONFIRMATION_LINK_HOURS * 3600 });
    expect(token).not.toContain('thandi');
  });

  it('holds for the address it was made for, until it expires', () => {
    expect(holds(issued())).toBe(true);
    expect(holds(issued(), { now: hours(EMAIL_CONFIRMATION_LINK_HOURS - 0.01) })).toBe(true);
    expect(holds(issued(), { now: hours(EMAIL_CONFIRMATION_LINK_HOURS) })).toBe(false);
  });

  it('confirms no other address, not even the same one in other letters', () => {
    expect(holds(issued(), { email: 'someone@example.co.za' })).toBe(false);
    expect(holds(issued(), { email: 'Thandi@example.co.za' })).toBe(false);
  });

  it('is refused under another secret, or with its expiry moved', () => {
    expect(holds(issued(), { secret: 'another-secret-of-thirty-two-characters' })).toBe(false);
    const [id, expiresAt, mac] = issued().split('.');
    expect(holds([id, Number(expiresAt) + 86_400, mac].join('.'), { now: hours(30) })).toBe(false);
  });

  it('opens no password reset, and no password reset link confirms an address', () => {
    const passwordHash = 'scrypt$16384$8$1$c2FsdA$a2V5';
    const confirmation = parsePasswordResetToken(issued());
    expect(confirmation && passwordResetTokenHolds(confirmation, { passwordHash, email, secret, now: hours(0.5) })).toBe(false);
    const reset = issuePasswordResetToken({ userId, passwordHash, email, secret, now: issuedAt });
    expect(holds(reset, { now: hours(0.5) })).toBe(false);
  });
});
