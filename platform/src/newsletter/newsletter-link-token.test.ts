import { describe, expect, it } from 'vitest';
import { issueNewsletterLinkToken, newsletterLinkTokenHolds, parseNewsletterLinkToken } from './newsletter-link-token.js';

const secret = 'the-key-of-these-newsletter-link-tests';
const subscription = { subscriberId: 'f'.repeat(64), subscriptionId: '6f1c2b9e-7d4a-4c1e-9a51-2b8f0c3d4e5f' };
const noon = new Date('2026-03-01T12:00:00.000Z');
const weekOn = Math.floor(noon.getTime() / 1000) + 7 * 24 * 3600;

const holds = (token: string, check: { purpose?: 'newsletter-confirmation' | 'newsletter-unsubscribe'; secret?: string; now?: Date } = {}) => {
  const parsed = parseNewsletterLinkToken(token);
  return parsed !== null && newsletterLinkTokenHolds(parsed, { purpose: 'newsletter-confirmation', secret, now: noon, ...check });
};

describe('a newsletter link token', () => {
  it('names its subscription, and holds for its purpose until it expires', () => {
    const token = issueNewsletterLinkToken({ purpose: 'newsletter-confirmation', ...subscription, secret, expiresAt: weekOn });
    expect(parseNewsletterLinkToken(token)).toMatchObject({ ...subscription, expiresAt: weekOn });
    expect(holds(token)).toBe(true);
    expect(holds(token, { now: new Date(weekOn * 1000 - 1) })).toBe(true);
    expect(holds(token, { now: new Date(weekOn * 1000) })).toBe(false);
  });

  it('to leave, never expires', () => {
    const token = issueNewsletterLinkToken({ purpose: 'newsletter-unsubscribe', ...subscription, secret, expiresAt: null });
    expect(parseNewsletterLinkToken(token)?.expiresAt).toBeNull();
    expect(holds(token, { purpose: 'newsletter-unsubscribe', now: new Date('2036-01-01T00:00:00.000Z') })).toBe(true);
  });

  it('opens nothing for another purpose, under another key, or with any part changed', () => {
    const token = issueNewsletterLinkToken({ purpose: 'newsletter-unsubscribe', ...subscription, secret, expiresAt: null });
    expect(holds(token, { purpose: 'newsletter-confirmation' })).toBe(false);
    expect(holds(token, { purpose: 'newsletter-unsubscribe', secret: `${secret}!` })).toBe(false);
    const [subscriberId, subscriptionId, expiresAt, mac] = token.split('.');
    const changed = [
      [`${'e'.repeat(64)}`, subscriptionId, expiresAt, mac],
      [subscriberId, '00000000-0000-4000-8000-000000000000', expiresAt, mac],
      [subscriberId, subscriptionId, String(weekOn), mac],
    ];
    for (const parts of changed) expect(holds(parts.join('.'), { purpose: 'newsletter-unsubscribe' })).toBe(false);
  });

  it.each([
    ['nothing', ''],
    ['too few parts', 'a.b.c'],
    ['a subscriber id that is not 64 hexadecimal characters', `${'F'.repeat(64)}.s.0.${'A'.repeat(43)}`],
    ['an expiry that is not a number', `${'f'.repeat(64)}.s.soon.${'A'.repeat(43)}`],
    ['an expiry spelt with a leading zero', `${'f'.repeat(64)}.s.0123.${'A'.repeat(43)}`],
    ['a mac of the wrong length', `${'f'.repeat(64)}.s.0.${'A'.repeat(42)}`],
  ])('is not one at all with %s', (_, token) => {
    expect(parseNewsletterLinkToken(token)).toBeNull();
  });
});
