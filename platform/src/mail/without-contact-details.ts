const EMAIL_ADDRESS = /[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g;
/** Nine to fifteen digits, perhaps spaced or hyphenated: a phone number. SMTP's "5.1.1" and dates are shorter. */
const PHONE_NUMBER = /\+?\d(?:[\s()-]?\d){8,14}/g;

/**
 * A service's error text with any email address or phone number in it replaced: mail servers echo the recipient
 * ("550 <a@b.org>: Recipient address rejected"), and the text goes into logs and the job queue's failure reasons,
 * which keep it long after the account it names may have been deleted.
 */
export function withoutContactDetails(text: string): string {
  return text.replace(EMAIL_ADDRESS, '<address>').replace(PHONE_NUMBER, '<number>');
}

/** Keeps a service's error text short enough for a log line and a job's failure reason, and free of contact details. */
export function shortenedWithoutContactDetails(text: string, max = 300): string {
  const flat = withoutContactDetails(text).replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
}

/**
 * A mailer's failure as it may be logged: its words, with the server's reply code, but no address or number. The
 * mailer's error names the recipient, in its message, its `rejected` list and the server's echoed reply, and a log
 * keeps it long after the account may be deleted; so the error itself, and its cause, stay out.
 */
export function mailFailureWithoutContactDetails(what: string, error: unknown): Error {
  const reason = error instanceof Error ? error.message : String(error);
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return new Error(`${what}${typeof code === 'number' ? ` (${code})` : ''}: ${shortenedWithoutContactDetails(reason)}`);
}
