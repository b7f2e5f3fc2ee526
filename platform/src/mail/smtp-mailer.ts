import nodemailer from 'nodemailer';

export interface SmtpMailerOptions {
  /** `smtp://user:pass@host:587` (upgrades with STARTTLS when the server offers it) or `smtps://…:465` (`SMTP_URL`). */
  smtpUrl: string;
  /** The From header, e.g. `IEC Bets <alerts@bets.example.org>` (`MAIL_FROM`). */
  from: string;
  /** Limit on connecting, on the greeting and on an idle socket, so that a stuck server fails the send in time. */
  timeoutMs?: number;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Headers of its own, such as a newsletter's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
}

/**
 * Hands one message to the SMTP server. Rejects with nodemailer's error as it is: its `responseCode` (when the
 * server answered) lets each caller decide what a failure means for it.
 */
export type Mailer = (message: MailMessage) => Promise<void>;

const DEFAULT_TIMEOUT_MS = 15_000;

/**
 * The one SMTP adapter: the notifier's email channel and the command side's test email both send through it. One
 * connection per message: mail volume is modest and nothing has to be closed.
 */
export function createSmtpMailer(options: SmtpMailerOptions): Mailer {
  if (!options.from) throw new Error('Email needs a From address (MAIL_FROM)');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return async (message) => {
    await transport.sendMail({ from: options.from, ...message });
  };
}
