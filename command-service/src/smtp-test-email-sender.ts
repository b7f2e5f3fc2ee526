import { TEST_BODY, TEST_TITLE } from '@iec-bets/contracts';
import { createSmtpMailer, type Config } from '@iec-bets/platform';
import type { TestEmailSender } from './deps.js';

/**
 * The test email of a command service running on its own: straight to SMTP through the platform's mailer, as
 * `SMTP_URL` and `MAIL_FROM` configure it. Without them there is none and the route answers 503. (The one-process
 * server hands over the notifier's email channel instead; both say the same words.)
 */
export function smtpTestEmailSender(
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'PUBLIC_ORIGIN'>,
  options: { timeoutMs?: number } = {},
): TestEmailSender | undefined {
  if (!config.SMTP_URL || !config.MAIL_FROM) return undefined;
  const send = createSmtpMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, ...options });
  const link = config.PUBLIC_ORIGIN ? new URL('/notifications', config.PUBLIC_ORIGIN).toString() : null;
  return {
    email: (address) => send({ to: address, subject: TEST_TITLE, text: [TEST_BODY, ...(link ? [`Open IEC Bets: ${link}`] : [])].join('\n') }),
  };
}
