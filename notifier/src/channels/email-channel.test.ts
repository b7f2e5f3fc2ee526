import { pino } from 'pino';
import { createPooledSmtpMailer, isRecipientRefusal, POOLED_CONNECTIONS } from '@iec-bets/platform';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PermanentDeliveryError, type Alert } from '../alerts/alert.js';
import { startLocalSmtpServer, type LocalSmtpServer } from '@iec-bets/testing';
import { RetryableDeliveryError } from './delivery-failure.js';
import { createEmailSender } from './email-channel.js';

let smtp: LocalSmtpServer;
beforeEach(async () => {
  smtp = await startLocalSmtpServer();
});
afterEach(async () => smtp.close());

const from = 'IEC Bets <alerts@bets.example.org>';
const sender = (smtpUrl = smtp.url) => createEmailSender({ smtpUrl, from, appOrigin: 'https://bets.example.org', timeoutMs: 5000 });

const newQuestion: Alert = {
  kind: 'new-question',
  questionId: 'q1',
  questionText: 'Will <b>turnout</b> beat 60% & more?',
};

describe('email channel', () => {
  it("sends a burst of alerts over the notifier's pool of connections, a refused address among them", async () => {
    const pool = createPooledSmtpMailer({ smtpUrl: smtp.url, from, timeoutMs: 5000 });
    const pooled = createEmailSender({ smtpUrl: smtp.url, from, appOrigin: 'https://bets.example.org', mailer: pool.send });
    const addresses = Array.from({ length: 10 }, (_, index) => `member${index}@example.org`);
    try {
      await Promise.all(addresses.map((address) => pooled(address, newQuestion)));
      smtp.refuseRecipientsWith(550, 'No such mailbox');
      await expect(pooled('gone@example.org', newQuestion)).rejects.toBeInstanceOf(PermanentDeliveryError);
      smtp.acceptRecipients();
      // The connection that took the refusal goes on with the next message.
      await pooled('member10@example.org', newQuestion);
    } finally {
      pool.close();
    }
    expect(smtp.received.map((received) => received.envelope.to[0]).sort()).toEqual([...addresses, 'member10@example.org'].sort());
    expect(smtp.connectionsOpened()).toBeLessThanOrEqual(POOLED_CONNECTIONS);
    await expect.poll(() => smtp.connectionsOpen(), { timeout: 5_000 }).toBe(0);
  });

  it('logs in and delivers the alert with subject, plain text and escaped HTML', async () => {
    await sender()('thandi@example.org', newQuestion);

    expect(smtp.received).toHaveLength(1);
    const [{ envelope, user, mail }] = smtp.received as [(typeof smtp.received)[number]];
    expect(user).toBe('alerts');
    expect(envelope).toEqual({ from: 'alerts@bets.example.org', to: ['thandi@example.org'] });
    expect(mail.from?.value).toEqual([{ name: 'IEC Bets', address: 'alerts@bets.example.org' }]);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value : []).toEqual([{ name: '', address: 'thandi@example.org' }]);
    expect(mail.subject).toBe('New IEC Bets Question!');
    expect(mail.text).toContain('Will <b>turnout</b> beat 60% & more?\nMake your prediction now!');
    expect(mail.text).toContain('https://bets.example.org/vote');
    expect(mail.html).toContain('<p>Will &lt;b&gt;turnout&lt;/b&gt; beat 60% &amp; more?</p>');
    expect(mail.html).not.toContain('<b>turnout');
  });

  it('tells a resolved question and the verdict', async () => {
    await sender()('thandi@example.org', {
      kind: 'question-resolved',
      questionId: 'q1',
      questionText: 'Will the GNU hold?',
      correctOptionId: 'yes',
      correctOptionText: 'Yes',
      wasCorrect: false,
    });
    expect(smtp.received[0]!.mail.subject).toBe('Question Resolved!');
    expect(smtp.received[0]!.mail.text).toContain('The correct answer: Yes. Not this time.');
  });

  it('reports a recipient the server refuses for good (550) as permanent', async () => {
    smtp.refuseRecipientsWith(550, 'No such mailbox');
    const failure = await sender()('nobody@example.org', { kind: 'test' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PermanentDeliveryError);
    expect((failure as Error).message).toContain('550');
    // The test email tells the user to check the address on this mark alone.
    expect(isRecipientRefusal(failure)).toBe(true);
    expect(smtp.received).toHaveLength(0);
  });

  it('keeps the address a refusal echoes out of the failure, as logged and as kept in the job queue', async () => {
    smtp.refuseRecipientsWith(550, '<nobody@example.org>: Recipient address rejected; call +27 82 123 4567');
    const failure = await sender()('nobody@example.org', { kind: 'test' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PermanentDeliveryError);
    expect((failure as Error).message).toContain('550');
    expect((failure as Error).message).toContain('Recipient address rejected');
    const logged = JSON.stringify(pino.stdSerializers.err(failure as Error));
    expect(logged).not.toContain('nobody@example.org');
    expect(logged).not.toMatch(/82 ?123 ?4567/);
    const refused = await sender()('not an address', { kind: 'test' }).catch((error: unknown) => error);
    expect(JSON.stringify(pino.stdSerializers.err(refused as Error))).not.toContain('not an address');
  });

  it('reports a temporary refusal (451) as worth a retry', async () => {
    smtp.refuseRecipientsWith(451, 'Greylisted, try again later');
    const failure = await sender()('later@example.org', { kind: 'test' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RetryableDeliveryError);
    expect((failure as Error).message).toContain('451');
    expect(isRecipientRefusal(failure)).toBe(false);
  });

  it('reports a 503 to a recipient (a session out of step) as worth a retry, and no refusal of the address', async () => {
    smtp.refuseRecipientsWith(503, 'Bad sequence of commands');
    const failure = await sender()('later@example.org', { kind: 'test' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RetryableDeliveryError);
    expect(isRecipientRefusal(failure)).toBe(false);
  });

  it('reports wrong SMTP credentials as permanent', async () => {
    const wrongPassword = smtp.url.replace(':smtp-secret@', ':wrong@');
    const failure = await sender(wrongPassword)('thandi@example.org', { kind: 'test' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PermanentDeliveryError);
    // The server's own login failed: nothing the user could change in their address.
    expect(isRecipientRefusal(failure)).toBe(false);
    expect(smtp.received).toHaveLength(0);
  });

  it('reports an unreachable server as worth a retry', async () => {
    const send = sender();
    await smtp.close();
    await expect(send('thandi@example.org', { kind: 'test' })).rejects.toBeInstanceOf(RetryableDeliveryError);
    smtp = await startLocalSmtpServer();
  });

  it('refuses what cannot be an address without connecting', async () => {
    const failure = await sender()('not an address', { kind: 'test' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PermanentDeliveryError);
    expect(isRecipientRefusal(failure)).toBe(true);
    await expect(sender()('a@b.org\r\nBcc: x@y.org', { kind: 'test' })).rejects.toBeInstanceOf(PermanentDeliveryError);
    expect(smtp.received).toHaveLength(0);
  });
});
