import type { RecipientRefusal } from '../mail/recipient-refusal.js';

export interface WhatsAppFailureFacts {
  /** The HTTP status the Cloud API answered with; undefined when it was not reached, or not asked at all. */
  status: number | undefined;
  /** The API's own error code (`error.code` in its answer), when it gave one. */
  apiCode: number | undefined;
}

/**
 * Error codes the Cloud API sends with a 400 although waiting helps: throttling of the app, the account or the pair
 * of numbers (see Meta's "Error codes" page for the Cloud API).
 */
const THROTTLING_CODES = new Set([4, 80007, 130429, 131056]);

/**
 * A WhatsApp message that did not go out, in words fit for a log: the API's own message with any phone number or
 * address taken out. What it means is each sender's to decide: the notifier retries what `throttled`, a 5xx or an
 * API out of reach says will pass; the test alert tells the user whether their number is at fault.
 */
export class WhatsAppSendFailure extends Error {
  override readonly name: string = 'WhatsAppSendFailure';
  readonly status: number | undefined;
  readonly apiCode: number | undefined;
  /** The API asked to slow down: a 429, or a 400 whose code says so. */
  readonly throttled: boolean;

  constructor(message: string, facts: WhatsAppFailureFacts, options?: ErrorOptions) {
    super(message, options);
    this.status = facts.status;
    this.apiCode = facts.apiCode;
    this.throttled = facts.status === 429 || (facts.apiCode !== undefined && THROTTLING_CODES.has(facts.apiCode));
  }
}

/**
 * The number is at fault, for good: not a number WhatsApp can be sent to, as its owner can mend; every other failure
 * is the service's to mend, or time's. (`RecipientRefusal` is the same mark the email's refused address carries.)
 */
export class WhatsAppRecipientRefused extends WhatsAppSendFailure implements RecipientRefusal {
  override readonly name: string = 'WhatsAppRecipientRefused';
  readonly recipientRefused = true as const;
}
