import { TEST_BODY, TEST_TITLE } from '@iec-bets/contracts';
import { createSmtpMailer, mailFailureWithoutContactDetails, smtpRefusedTheRecipient, type Config } from '@iec-bets/platform';
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
    email: async (address) => {
      try {
        await send({ to: address, subject: TEST_TITLE, text: [TEST_BODY, ...(link ? [`Open IEC Bets: ${link}`] : [])].join('\n') });
      } catch (error) {
        throw withoutTheRecipient(error);
      }
    },
  };
}

/**
 * The route logs a failed test email, and tells the user whether the address was refused (`RecipientRefusal`): what
 * it gets is the failure's words without the address, shortened as the notifier's are.
 */
function withoutTheRecipient(error: unknown): Error {
  const failure = mailFailureWithoutContactDetails('Test email failed', error);
  // Kept, as the notifier's channel keeps it: the route tells a refused address from a server that failed.
  return smtpRefusedTheRecipient(error) ? Object.assign(failure, { recipientRefused: true as const }) : failure;
}
