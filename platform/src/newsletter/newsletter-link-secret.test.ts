import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { useTempDirs } from '@iec-bets/testing';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { loadPasswordResetSecret } from '../password-reset/password-reset-secret.js';
import { loadNewsletterLinkSecret, NEWSLETTER_LINK_SECRET_FILE } from './newsletter-link-secret.js';

const dataDir = useTempDirs('iec-newsletter-secret-');

describe("the newsletter links' secret", () => {
  it('is made on first start, kept readable by the owner only, the same after a restart, and not the account links\' key', () => {
    const dir = dataDir();
    const first = loadNewsletterLinkSecret(loadConfig({ DATA_DIR: dir }));
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(statSync(join(dir, NEWSLETTER_LINK_SECRET_FILE)).mode & 0o777).toBe(0o600);
    expect(loadNewsletterLinkSecret(loadConfig({ DATA_DIR: dir }))).toBe(first);
    expect(loadPasswordResetSecret(loadConfig({ DATA_DIR: dir }))).not.toBe(first);
  });

  it('is taken from NEWSLETTER_LINK_SECRET when set, writing no file', () => {
    const dir = dataDir();
    const secret = 'kept-in-the-vault-for-the-newsletter-links';
    expect(loadNewsletterLinkSecret(loadConfig({ DATA_DIR: dir, NEWSLETTER_LINK_SECRET: secret }))).toBe(secret);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('refuses a configured one shorter than 32 characters', () => {
    expect(() => loadConfig({ NEWSLETTER_LINK_SECRET: 'short' })).toThrow(/NEWSLETTER_LINK_SECRET: expected at least 32 characters/);
  });
});
