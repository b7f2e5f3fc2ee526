/**
 * A send that failed because the mail server refused its recipient for good (a 5xx reply to RCPT TO), or because the
 * address could not be one at all, so that no server was asked. The address is at fault (no such mailbox, a domain
 * that takes no mail), so the person who gave it can mend it; every other failure (the server out of reach, a refused
 * login, a reply of "try again later") is the service's to mend, or time's.
 */
export interface RecipientRefusal {
  readonly recipientRefused: true;
}

/** Whether the mailer's error (nodemailer's, as `createSmtpMailer` rejects with it) is such a refusal. */
export function smtpRefusedTheRecipient(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, command, responseCode } = error as { code?: unknown; command?: unknown; responseCode?: unknown };
  return code === 'EENVELOPE' && command === 'RCPT TO' && typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600;
}

/** Whether a sender's error says its recipient was refused for good (it carries `recipientRefused`). */
export function isRecipientRefusal(error: unknown): error is RecipientRefusal {
  return typeof error === 'object' && error !== null && (error as { recipientRefused?: unknown }).recipientRefused === true;
}
