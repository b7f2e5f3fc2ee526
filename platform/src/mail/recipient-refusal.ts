/**
 * A send that failed because the mail server refused its recipient for good (a 5xx reply to RCPT TO), or because the
 * address could not be one at all, so that no server was asked. The address is at fault (no such mailbox, a domain
 * that takes no mail), so the person who gave it can mend it; every other failure (the server out of reach, a refused
 * login, a reply of "try again later") is the service's to mend, or time's.
 */
export interface RecipientRefusal {
  readonly recipientRefused: true;
}

/** The replies to RCPT TO that refuse the mailbox itself, when the server gives no enhanced status code (RFC 5321). */
const MAILBOX_REFUSALS = new Set([550, 551, 553]);

/**
 * Whether the mailer's error (nodemailer's, as `createSmtpMailer` rejects with it) is such a refusal: a permanent
 * reply to RCPT TO about the address. The enhanced status code says what the reply is about (RFC 3463): 5.1.x the
 * address, 5.2.1 a mailbox that takes no mail; anything else, such as 5.7.1 "relay access denied", is the sending
 * server's standing, not the address. A 503 only says the session was out of step.
 */
export function smtpRefusedTheRecipient(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, command, responseCode, response } = error as { code?: unknown; command?: unknown; responseCode?: unknown; response?: unknown };
  if (code !== 'EENVELOPE' || command !== 'RCPT TO' || typeof responseCode !== 'number') return false;
  if (responseCode < 500 || responseCode >= 600 || responseCode === 503) return false;
  const enhanced = typeof response === 'string' ? /^\d{3}[ -]5\.(\d{1,3})\.(\d{1,3})\b/.exec(response) : null;
  if (enhanced) return enhanced[1] === '1' || (enhanced[1] === '2' && enhanced[2] === '1');
  return MAILBOX_REFUSALS.has(responseCode);
}

/** Whether a sender's error says its recipient was refused for good (it carries `recipientRefused`). */
export function isRecipientRefusal(error: unknown): error is RecipientRefusal {
  return typeof error === 'object' && error !== null && (error as { recipientRefused?: unknown }).recipientRefused === true;
}
