import { shortenedWithoutContactDetails } from '@iec-bets/platform';
import { PermanentDeliveryError, type QuestionAlert } from '../alerts/alert.js';
import { failureForStatus, RetryableDeliveryError } from './delivery-failure.js';
import { whatsappTemplateFor, type WhatsAppTemplateNames } from './render-alert.js';

export interface WhatsAppChannelOptions {
  /** e.g. https://graph.facebook.com/v21.0 (`WHATSAPP_API_URL`). */
  apiUrl: string;
  /** A system-user access token of the WhatsApp Business account (`WHATSAPP_TOKEN`). */
  token: string;
  /** The sending number's id in the Business account, not the number itself (`WHATSAPP_PHONE_NUMBER_ID`). */
  phoneNumberId: string;
  templates: WhatsAppTemplateNames;
  /** The language the templates were approved in (`WHATSAPP_TEMPLATE_LANGUAGE`). */
  languageCode: string;
  timeoutMs?: number;
}

export type WhatsAppSender = (phoneNumber: string, alert: QuestionAlert) => Promise<void>;

const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * Error codes the Cloud API sends with a 400 although waiting helps: throttling of the app, the account or the
 * pair of numbers (see Meta's "Error codes" page for the Cloud API).
 */
const THROTTLING_CODES = new Set([4, 80007, 130429, 131056]);

/**
 * Sends alerts as template messages through the WhatsApp Cloud API. The API's own refusals (4xx with
 * `{error: {message, code}}`) are permanent, except throttling; 5xx and network failures are worth a retry.
 */
export function createWhatsAppSender(options: WhatsAppChannelOptions): WhatsAppSender {
  if (!options.token) throw new Error('WhatsApp needs an access token (WHATSAPP_TOKEN)');
  if (!options.phoneNumberId) throw new Error('WhatsApp needs the sending phone number id (WHATSAPP_PHONE_NUMBER_ID)');
  const url = `${options.apiUrl.replace(/\/+$/, '')}/${encodeURIComponent(options.phoneNumberId)}/messages`;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  return async (phoneNumber, alert) => {
    const to = whatsappRecipient(phoneNumber);
    const template = whatsappTemplateFor(alert, options.templates);
    const body = {
      messaging_product: 'whatsapp',
      to,
      type: 'template',
      template: {
        name: template.name,
        language: { code: options.languageCode },
        components: [{ type: 'body', parameters: template.parameters.map((text) => ({ type: 'text', text })) }],
      },
    };
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${options.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new RetryableDeliveryError(`WhatsApp API not reached: ${reason}`, { cause: error });
    }
    if (response.ok) {
      // Drain the body so the connection can be reused.
      await response.arrayBuffer();
      return;
    }
    throw await failureOf(response);
  };
}

async function failureOf(response: Response): Promise<Error> {
  const text = await response.text().catch(() => '');
  const apiError = parseApiError(text);
  const detail = `WhatsApp API answered ${response.status}: ${
    apiError ? `${shortenedWithoutContactDetails(apiError.message)} (code ${apiError.code})` : shortenedWithoutContactDetails(text || response.statusText)
  }`;
  if (apiError && THROTTLING_CODES.has(apiError.code)) return new RetryableDeliveryError(detail);
  return failureForStatus(response.status, detail);
}

function parseApiError(text: string): { message: string; code: number } | null {
  try {
    const parsed = JSON.parse(text) as { error?: { message?: unknown; code?: unknown } };
    const { message, code } = parsed.error ?? {};
    return typeof message === 'string' && typeof code === 'number' ? { message, code } : null;
  } catch {
    return null;
  }
}

/**
 * Users type numbers as +27 82 123 4567; the API wants the international number as digits only. A number without
 * the leading + (or 00) cannot be told apart from a local one (082…), so it is refused rather than guessed.
 */
export function whatsappRecipient(phoneNumber: string): string {
  const compact = phoneNumber.replace(/[\s().-]/g, '');
  const international = /^(?:\+|00)([1-9]\d{6,14})$/.exec(compact);
  if (!international) {
    throw new PermanentDeliveryError(
      'The phone number on record is not in international format (with the country code, for example +27)',
    );
  }
  return international[1]!;
}
