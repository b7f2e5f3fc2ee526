import { join } from 'node:path';
import type { Config } from '../config.js';
import { madeOnce } from '../data-dir/made-once.js';
import { keptSecret } from '../password-reset/password-reset-secret.js';

export const NEWSLETTER_LINK_SECRET_FILE = 'newsletter-link-secret';

/**
 * The key that signs the newsletter's links: the configured one (every command service and the notifier must have the
 * same), or else the embedded setup's own, made on first start and kept in DATA_DIR/newsletter-link-secret (readable
 * by the owner only), so that a link in an email sent before a restart still works after it.
 */
export function loadNewsletterLinkSecret(config: Pick<Config, 'DATA_DIR' | 'NEWSLETTER_LINK_SECRET'>): string {
  return config.NEWSLETTER_LINK_SECRET ?? madeOnce(join(config.DATA_DIR, NEWSLETTER_LINK_SECRET_FILE), keptSecret('a newsletter link secret'));
}
