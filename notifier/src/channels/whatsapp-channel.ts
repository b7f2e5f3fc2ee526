import { createWhatsAppMessenger, isRecipientRefusal, WhatsAppSendFailure, type WhatsAppMessengerOptions } from '@iec-bets/platform';
import type { Alert } from '../alerts/alert.js';
import { failureForStatus, RefusedRecipientError, RetryableDeliveryError } from './delivery-failure.js';
import { whatsappTemplateFor, type WhatsAppTemplateNames } from './render-alert.js';

export interface WhatsAppChannelOptions extends WhatsAppMessengerOptions {
  templates: WhatsAppTemplateNames;
}

export type WhatsAppSender = (phoneNumber: string, alert: Alert) => Promise<void>;

/**
 * Sends alerts as template messages through the platform's WhatsApp Cloud API messenger. The API's own refusals (4xx
 * with `{error: {message, code}}`) are permanent, except throttling; 5xx and network failures are worth a retry.
 */
export function createWhatsAppSender(options: WhatsAppChannelOptions): WhatsAppSender {
  const send = createWhatsAppMessenger(options);
  return async (phoneNumber, alert) => {
    try {
      await send(phoneNumber, whatsappTemplateFor(alert, options.templates));
    } catch (error) {
      throw deliveryFailureOf(error);
    }
  };
}

/** What a failed send means for the delivery job: given up for good, or tried again later. */
function deliveryFailureOf(error: unknown): unknown {
  if (!(error instanceof WhatsAppSendFailure)) return error;
  // A number refused for good stays marked, so that the test alert can ask the user to check it.
  if (isRecipientRefusal(error)) return new RefusedRecipientError(error.message);
  if (error.status === undefined) return new RetryableDeliveryError(error.message, { cause: error.cause });
  if (error.throttled) return new RetryableDeliveryError(error.message);
  return failureForStatus(error.status, error.message);
}
