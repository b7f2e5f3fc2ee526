import type { RecipientRefusal } from '@iec-bets/platform';
import { PermanentDeliveryError } from '../alerts/alert.js';

/**
 * A failure worth retrying later: the service was busy (429), broken for a moment (5xx) or out of reach. Any error
 * that is neither `RecipientGoneError` nor `PermanentDeliveryError` counts as retryable; this class only names it.
 */
export class RetryableDeliveryError extends Error {
  override readonly name = 'RetryableDeliveryError';
}

/**
 * What an HTTP refusal means for a retry: 429 and 5xx pass, any other 4xx would be refused again the same way.
 * (Which 4xx mean "the recipient is gone" is each channel's own business and is decided before this.)
 */
export function failureForStatus(status: number, message: string): Error {
  if (status === 429 || status >= 500) return new RetryableDeliveryError(message);
  if (status >= 400) return new PermanentDeliveryError(message);
  return new RetryableDeliveryError(message);
}

/**
 * Permanent, as the service's refusal is, and marked so that the test alert can tell the user their address or number
 * was refused (the mail server refused the mailbox, WhatsApp the number).
 */
export class RefusedRecipientError extends PermanentDeliveryError implements RecipientRefusal {
  readonly recipientRefused = true;
}
