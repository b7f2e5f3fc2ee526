import { startLocalSmtpServer, type LocalSmtpServer, type ReceivedMail } from '@iec-bets/testing';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import type { AccountEmail } from '../deps.js';
import { smtpAccountEmail } from '../smtp-account-email.js';
import { startCommandApp, type CommandTestApp } from './command-app.js';

/** Where the mailed links point. */
export const LINKS_SITE = 'https://bets.example.org';

export type StartOptions = NonNullable<Parameters<typeof startCommandApp>[0]>;

/**
 * The command service as it mails links on its own (`smtpAccountEmail`, over a real SMTP server on this machine), with
 * a key to sign them, on a clock the test moves: the set-up of the tests of the emailed links (a new password, a
 * confirmed address). A fresh app and mailbox for every test.
 */
export interface MailingCommandApp {
  readonly app: CommandTestApp['app'];
  readonly eventStore: CommandTestApp['eventStore'];
  readonly sessionStore: CommandTestApp['sessionStore'];
  readonly smtp: LocalSmtpServer;
  /** What the app logged at warn and above, one JSON line each. */
  readonly logLines: string[];
  /** The app's clock: moved by the test. */
  now: Date;
  /** Starts the app again (a new one, on new stores) with any of its set-up replaced by `options`. */
  start(options?: StartOptions): Promise<void>;
  /** Closes the app, which waits for every email under way: after it, what was sent has arrived, and nothing more will. */
  settle(): Promise<void>;
  /** How the app mails; another on the same mailbox for a test that starts it differently. */
  accountEmail(): AccountEmail;
  /**
   * The token of the link to `path` in the `count`th of `mails()` to arrive (1 for the first), once it has arrived.
   * The token is the link's fragment, which a browser never sends to a server.
   */
  mailedToken(mails: () => ReceivedMail[], path: string, count?: number): Promise<string>;
}

/** Registers the hooks that give every test of the file its own app and mailbox. */
export function useMailingCommandApp(setUp: { secret: string; startedAt: Date }): MailingCommandApp {
  let smtp: LocalSmtpServer;
  let running: CommandTestApp | undefined;
  let logLines: string[] = [];

  const mailing: MailingCommandApp = {
    get app() {
      return running!.app;
    },
    get eventStore() {
      return running!.eventStore;
    },
    get sessionStore() {
      return running!.sessionStore;
    },
    get smtp() {
      return smtp;
    },
    get logLines() {
      return logLines;
    },
    now: setUp.startedAt,
    async start(options = {}) {
      await mailing.settle();
      running = await startCommandApp({
        sealed: true,
        accountEmail: mailing.accountEmail(),
        passwordResetSecret: setUp.secret,
        newsletterLinkSecret: `${setUp.secret}, for the newsletter`,
        clock: () => mailing.now,
        logLines,
        ...options,
      });
    },
    async settle() {
      const closing = running;
      running = undefined;
      await closing?.close();
    },
    accountEmail: () =>
      smtpAccountEmail(
        { SMTP_URL: smtp.url, MAIL_FROM: 'IEC Bets <accounts@bets.example.org>', PUBLIC_ORIGIN: LINKS_SITE },
        { timeoutMs: 5000 },
      )!,
    async mailedToken(mails, path, count = 1) {
      await vi.waitFor(() => expect(mails().length).toBeGreaterThanOrEqual(count), { timeout: 5000 });
      const text = mails()[count - 1]!.mail.text ?? '';
      const link = new RegExp(`(https://\\S+${path}#\\S+)`).exec(text)?.[1];
      expect(link, text).toBeDefined();
      return new URL(link!).hash.slice(1);
    },
  };

  beforeEach(async () => {
    mailing.now = setUp.startedAt;
    logLines = [];
    smtp = await startLocalSmtpServer();
    await mailing.start();
  });
  afterEach(async () => {
    await mailing.settle();
    await smtp.close();
  });
  return mailing;
}
