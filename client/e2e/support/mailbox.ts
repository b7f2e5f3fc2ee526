import { startLocalSmtpServer, type LocalSmtpServer, type ReceivedMail } from '@iec-bets/testing';
import { afterAll, beforeAll } from 'vitest';

/**
 * One kind of email to one address, as the local mail server received them, oldest first. By subject, not by
 * count: an address gets mail of other kinds (a sign-up's is sent a link to confirm it, a change of address a
 * notice), in an order the journey does not control.
 */
export function mailsTo(smtp: LocalSmtpServer, address: string, subject: string): ReceivedMail[] {
  return smtp.received.filter((received) => received.envelope.to.includes(address) && received.mail.subject === subject);
}

/** Waits until `count` emails of this kind have reached the address, and gives the newest. */
export async function waitForMailTo(smtp: LocalSmtpServer, address: string, subject: string, count = 1): Promise<ReceivedMail> {
  const deadline = Date.now() + 15_000;
  while (mailsTo(smtp, address, subject).length < count) {
    if (Date.now() > deadline) throw new Error(`No email "${subject}" (number ${count}) reached ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return mailsTo(smtp, address, subject).at(-1)!;
}

/** The link to `path` (e.g. `/reset-password`) that an email carries, its token in the fragment. */
export function linkIn(received: ReceivedMail, path: string): string {
  const text = received.mail.text ?? '';
  const found = new RegExp(`https?://\\S+${path}#\\S+`).exec(text);
  if (!found) throw new Error(`No link to ${path} in:\n${text}`);
  return found[0];
}

/**
 * A local SMTP server for the file's tests, and the server's configuration that mails through it (called as the stage
 * starts, after the mail server has): `useFreshServerAndBrowser(mailing.env, { knowsItsOrigin: true })`, for a
 * server whose newsletter and emailed links need mail to go out. Declare it before the stage, so that it starts first.
 */
export function useLocalMailServer(from = 'IEC Bets <news@iec-bets.invalid>') {
  let smtp: LocalSmtpServer | undefined;
  beforeAll(async () => {
    smtp = await startLocalSmtpServer();
  });
  afterAll(async () => {
    await smtp?.close();
  });
  return {
    get smtp(): LocalSmtpServer {
      return smtp!;
    },
    env: () => ({ SMTP_URL: smtp!.url, MAIL_FROM: from }),
  };
}
