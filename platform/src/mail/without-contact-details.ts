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
