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
 * The one SMTP adapter: the notifier's email channels and the command side's emails all send through it. One
 * connection per message: for the command side's few emails, with nothing to close.
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

export interface PooledMailer {
  send: Mailer;
  /** Ends the open connections, once nothing more is to be sent: they would otherwise keep the process alive. */
  close(): void;
}

/**
 * Connections the notifier's bursts share: a question's day opening mails every confirmed subscriber and every email
 * alert at once, and a connection each (with its TLS handshake and login) would cost the mail server and us more than
 * the messages. Messages past the open connections wait their turn inside nodemailer's pool.
 */
export const POOLED_CONNECTIONS = 3;

/**
 * An idle connection is closed this soon: a burst is over within it, and a connection left open for minutes is one
 * the mail server may drop anyway.
 */
const POOL_IDLE_MS = 10_000;

/** The same adapter over a pool of connections kept open between messages (nodemailer's pooled SMTP transport). */
export function createPooledSmtpMailer(options: SmtpMailerOptions): PooledMailer {
  if (!options.from) throw new Error('Email needs a From address (MAIL_FROM)');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const transport = nodemailer.createTransport({
    pool: true,
    url: options.smtpUrl,
    maxConnections: POOLED_CONNECTIONS,
    idleTimeout: POOL_IDLE_MS,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    send: async (message) => {
      await transport.sendMail({ from: options.from, ...message });
    },
    close: () => transport.close(),
  };
}
