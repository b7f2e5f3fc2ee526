import { createSmtpMailer, type Config } from '@iec-bets/platform';
import type { AccountEmail } from './deps.js';

/**
 * How the command side emails an account's owner (a link to choose a new password): straight to SMTP through the
 * platform's mailer, as `SMTP_URL` and `MAIL_FROM` configure it, with links to `PUBLIC_ORIGIN`. Without all three there
 * is none: a link built from the request's Host would point wherever the asker liked, their own server included,
 * with the person's token in it.
 */
export function smtpAccountEmail(
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'PUBLIC_ORIGIN'>,
  options: { timeoutMs?: number } = {},
): AccountEmail | undefined {
  if (!config.SMTP_URL || !config.MAIL_FROM || !config.PUBLIC_ORIGIN) return undefined;
  return { mailer: createSmtpMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, ...options }), publicOrigin: config.PUBLIC_ORIGIN };
}
