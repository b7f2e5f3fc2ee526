import { shortenedWithoutContactDetails } from '../mail/without-contact-details.js';
import { WhatsAppRecipientRefused, WhatsAppSendFailure } from './whatsapp-send-failure.js';
import { whatsappRecipient } from './whatsapp-recipient.js';

export interface WhatsAppMessengerOptions {
  /** e.g. https://graph.facebook.com/v21.0 (`WHATSAPP_API_URL`). */
  apiUrl: string;
  /** A system-user access token of the WhatsApp Business account (`WHATSAPP_TOKEN`). */
  token: string;
  /** The sending number's id in the Business account, not the number itself (`WHATSAPP_PHONE_NUMBER_ID`). */
  phoneNumberId: string;
  /** The language the templates were approved in (`WHATSAPP_TEMPLATE_LANGUAGE`). */
  languageCode: string;
  timeoutMs?: number;
}

/** An approved template by its configured name, with the values of its body's {{1}}, {{2}}, … in order. */
export interface WhatsAppTemplateMessage {
  name: string;
  parameters: string[];
}

/**
 * Sends one template message to one phone number. Rejects with a `WhatsAppSendFailure`, a `WhatsAppRecipientRefused`
 * when the number is at fault for good.
 */
export type WhatsAppMessenger = (phoneNumber: string, message: WhatsAppTemplateMessage) => Promise<void>;

const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * Answers that refuse the recipient itself, whoever sends (see Meta's "Error codes" page for the Cloud API): 131021,
 * the number is the sending business's own; 131026, undeliverable to it (no WhatsApp on that number, or an app that
 * takes no business messages yet).
 */
const RECIPIENT_REFUSALS = new Set([131021, 131026]);

/**
 * The one WhatsApp Cloud API adapter: the notifier's WhatsApp channel and the command side's test message both send
 * through it. Businesses may only start a conversation with a pre-approved template, so every message is one.
 */
export function createWhatsAppMessenger(options: WhatsAppMessengerOptions): WhatsAppMessenger {
  if (!options.token) throw new Error('WhatsApp needs an access token (WHATSAPP_TOKEN)');
  if (!options.phoneNumberId) throw new Error('WhatsApp needs the sending phone number id (WHATSAPP_PHONE_NUMBER_ID)');
  const url = `${options.apiUrl.replace(/\/+$/, '')}/${encodeURIComponent(options.phoneNumberId)}/messages`;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  return async (phoneNumber, message) => {
    const to = whatsappRecipient(phoneNumber);
    const body = {
      messaging_product: 'whatsapp',
      to,
      type: 'template',
      template: {
        name: message.name,
        language: { code: options.languageCode },
        // A template without placeholders takes no body component: the API counts the parameters against the template's.
        ...(message.parameters.length > 0
          ? { components: [{ type: 'body', parameters: message.parameters.map((text) => ({ type: 'text', text })) }] }
          : {}),
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
      throw new WhatsAppSendFailure(`WhatsApp API not reached: ${reason}`, { status: undefined, apiCode: undefined }, { cause: error });
    }
    if (response.ok) {
      // Drain the body so the connection can be reused.
      await response.arrayBuffer();
      return;
    }
    throw await failureOf(response);
  };
}

async function failureOf(response: Response): Promise<WhatsAppSendFailure> {
  const text = await response.text().catch(() => '');
  const apiError = parseApiError(text);
  const detail = `WhatsApp API answered ${response.status}: ${
    apiError ? `${shortenedWithoutContactDetails(apiError.message)} (code ${apiError.code})` : shortenedWithoutContactDetails(text || response.statusText)
  }`;
  const facts = { status: response.status, apiCode: apiError?.code };
  return apiError && RECIPIENT_REFUSALS.has(apiError.code) ? new WhatsAppRecipientRefused(detail, facts) : new WhatsAppSendFailure(detail, facts);
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
