import { describe, expect, it } from 'vitest';
import { smtpRefusedTheRecipient } from './recipient-refusal.js';

/** A refused RCPT TO as nodemailer reports it. */
const refused = (responseCode: number, response: string) => ({ code: 'EENVELOPE', command: 'RCPT TO', responseCode, response });

describe('a mail server refusing a recipient', () => {
  it('blames the address for a permanent refusal of the mailbox', () => {
    expect(smtpRefusedTheRecipient(refused(550, '550 5.1.1 <x@example.org>: Recipient address rejected: User unknown'))).toBe(true);
    expect(smtpRefusedTheRecipient(refused(550, '550 No such mailbox'))).toBe(true);
    expect(smtpRefusedTheRecipient(refused(553, '553 Mailbox name not allowed'))).toBe(true);
    expect(smtpRefusedTheRecipient(refused(550, '550 5.2.1 Mailbox disabled'))).toBe(true);
  });

  it("does not blame the address for the sending server's standing, a passing trouble or a session out of step", () => {
    expect(smtpRefusedTheRecipient(refused(554, '554 5.7.1 <x@example.org>: Relay access denied'))).toBe(false);
    expect(smtpRefusedTheRecipient(refused(550, '550 5.7.1 Client host blocked'))).toBe(false);
    expect(smtpRefusedTheRecipient(refused(554, '554 Transaction failed'))).toBe(false);
    expect(smtpRefusedTheRecipient(refused(452, '452 4.2.2 Mailbox full'))).toBe(false);
    expect(smtpRefusedTheRecipient(refused(503, '503 Bad sequence of commands'))).toBe(false);
  });

  it('counts only a reply to RCPT TO', () => {
    expect(smtpRefusedTheRecipient({ code: 'EAUTH', command: 'AUTH PLAIN', responseCode: 535, response: '535 5.7.8 Authentication failed' })).toBe(false);
    expect(smtpRefusedTheRecipient({ code: 'ECONNECTION', command: 'CONN' })).toBe(false);
    expect(smtpRefusedTheRecipient(null)).toBe(false);
  });
});
