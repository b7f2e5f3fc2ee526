import { isRecipientRefusal, loadConfig } from '@iec-bets/platform';
import { startLocalSmtpServer, type LocalSmtpServer } from '@iec-bets/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { smtpTestEmailSender } from './smtp-test-email-sender.js';
import { asUser, signUp, startCommandApp, type CommandTestApp } from './test-support/command-app.js';

/**
 * The command service on its own (main.ts) takes its test-email sender from SMTP_URL and MAIL_FROM, and says the same
 * words as the one-process server's test email (cli test-alert.int.test.ts).
 */
let smtp: LocalSmtpServer;
let t: CommandTestApp | undefined;

beforeEach(async () => {
  smtp = await startLocalSmtpServer();
});
afterEach(async () => {
  await t?.close();
  t = undefined;
  await smtp.close();
});

const configWith = (env: Record<string, string>) => loadConfig({ DATA_DIR: '/tmp/unused', ...env });

/** A new member whose settings hold `email`, the address the test email goes to. */
async function signUpWithEmail(app: CommandTestApp, email: string) {
  const member = await signUp(app.app);
  const settings = await app.app.inject({
    method: 'PUT',
    url: `/api/users/${member.user.id}/notifications`,
    payload: { email },
    ...asUser(member.sessionId),
  });
  expect(settings.statusCode, settings.body).toBe(200);
  return member;
}

describe('the standalone command service test email', () => {
  it('mails the test message through the configured SMTP server, from MAIL_FROM, with a link to the settings', async () => {
    const sender = smtpTestEmailSender(
      configWith({ SMTP_URL: smtp.url, MAIL_FROM: 'IEC Bets <alerts@bets.example.org>', PUBLIC_ORIGIN: 'https://bets.example.org' }),
    );
    t = await startCommandApp({ ...(sender ? { alerts: sender } : {}) });
    const thandi = await signUpWithEmail(t, 'thandi@example.org');

    const response = await t.app.inject({ method: 'POST', url: '/api/notifications/test', payload: { test: true }, ...asUser(thandi.sessionId) });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Test email sent to thandi@example.org' });
    expect(smtp.received).toHaveLength(1);
    const [received] = smtp.received;
    expect(received!.envelope.to).toEqual(['thandi@example.org']);
    expect(received!.mail.from?.value).toEqual([{ name: 'IEC Bets', address: 'alerts@bets.example.org' }]);
    expect(received!.mail.subject).toBe('IEC Bets test alert');
    expect(received!.mail.text).toContain('This is a test message from IEC Bets: your alerts reach you.');
    expect(received!.mail.text).toContain('https://bets.example.org/notifications');
  });

  it('fails without naming the recipient, so that the log line the route writes holds no address', async () => {
    const sender = smtpTestEmailSender(configWith({ SMTP_URL: smtp.url, MAIL_FROM: 'alerts@bets.example.org' }))!;
    smtp.refuseRecipientsWith(550, '<thandi@example.org>: Recipient address rejected');

    const failure = await sender.email('thandi@example.org', { kind: 'test' }).then(
      () => null,
      (error: unknown) => error,
    );

    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toContain('550');
    // Everything a logger would write of the error: its message, stack, cause and own fields.
    const logged = JSON.stringify({ ...(failure as Error), message: (failure as Error).message, stack: (failure as Error).stack, cause: (failure as Error).cause });
    expect(logged).not.toContain('thandi@example.org');
  });

  it('tells the route that the address was refused for good, so that the user is asked to check it (422)', async () => {
    const sender = smtpTestEmailSender(configWith({ SMTP_URL: smtp.url, MAIL_FROM: 'alerts@bets.example.org' }))!;
    t = await startCommandApp({ alerts: sender });
    const thandi = await signUpWithEmail(t, 'thandi@example.org');
    smtp.refuseRecipientsWith(550, 'No such mailbox here');

    const response = await t.app.inject({ method: 'POST', url: '/api/notifications/test', payload: { test: true }, ...asUser(thandi.sessionId) });

    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toEqual({ success: false, message: 'The mail server refused thandi@example.org. Please check the address.' });
  });

  it('counts a reply of "try again later" as no refusal of the address', async () => {
    const sender = smtpTestEmailSender(configWith({ SMTP_URL: smtp.url, MAIL_FROM: 'alerts@bets.example.org' }))!;
    smtp.refuseRecipientsWith(452, 'Mailbox full, try again later');

    const failure = await sender.email('thandi@example.org', { kind: 'test' }).catch((error: unknown) => error);

    expect(isRecipientRefusal(failure)).toBe(false);
  });

  it('has no sender without SMTP_URL or MAIL_FROM, so the route answers 503 instead of failing later', () => {
    expect(smtpTestEmailSender(configWith({}))).toBeUndefined();
    expect(smtpTestEmailSender(configWith({ SMTP_URL: smtp.url }))).toBeUndefined();
    expect(smtpTestEmailSender(configWith({ MAIL_FROM: 'alerts@bets.example.org' }))).toBeUndefined();
  });
});
