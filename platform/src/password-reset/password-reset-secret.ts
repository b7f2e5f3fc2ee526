import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Config } from '../config.js';
import { madeOnce, type MadeOnce } from '../data-dir/made-once.js';

export const PASSWORD_RESET_SECRET_FILE = 'password-reset-secret';

/** 256 random bits, base64url: as hard to guess as the HMAC-SHA256 it keys is to forge. */
const KEPT_SECRET = /^[A-Za-z0-9_-]{43}$/;

/**
 * The embedded setup's own secret. A damaged file stops the start rather than being replaced: a new secret would end
 * every link already sent, and a file that changed by itself is worth a look.
 */
export const keptSecret = (what: string): MadeOnce<string> => ({
  make: () => randomBytes(32).toString('base64url'),
  write: (secret) => `${secret}\n`,
  read: (text) => (KEPT_SECRET.test(text.trim()) ? text.trim() : undefined),
  unreadable: `not ${what}; restore it, or delete it to make a new one (links already sent then stop working)`,
});

/**
 * The key that signs links to choose a new password: the configured one (every command replica must have the same),
 * or else the embedded setup's own, made on first start and kept in DATA_DIR/password-reset-secret (readable by the
 * owner only), so that a link sent before a restart still works after it.
 */
export function loadPasswordResetSecret(config: Pick<Config, 'DATA_DIR' | 'PASSWORD_RESET_SECRET'>): string {
  return config.PASSWORD_RESET_SECRET ?? madeOnce(join(config.DATA_DIR, PASSWORD_RESET_SECRET_FILE), keptSecret('a password-reset secret'));
}
