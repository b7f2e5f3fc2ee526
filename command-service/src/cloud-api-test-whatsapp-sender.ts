import { createWhatsAppMessenger, type Config } from '@iec-bets/platform';
import type { TestWhatsAppSender } from './deps.js';

/**
 * The test WhatsApp message of a command service running on its own: straight to the WhatsApp Cloud API through the
 * platform's messenger, as `WHATSAPP_*` configure it, in the approved test template (`WHATSAPP_TEMPLATE_TEST`, which
 * has no placeholders). Without a token and a sending number's id there is none and the route answers 503. (The
 * one-process server hands over the notifier's WhatsApp channel instead; both send the same template.)
 */
export function cloudApiTestWhatsAppSender(
  config: Pick<Config, 'WHATSAPP_API_URL' | 'WHATSAPP_TOKEN' | 'WHATSAPP_PHONE_NUMBER_ID' | 'WHATSAPP_TEMPLATE_TEST' | 'WHATSAPP_TEMPLATE_LANGUAGE'>,
  options: { timeoutMs?: number } = {},
): TestWhatsAppSender | undefined {
  if (!config.WHATSAPP_TOKEN || !config.WHATSAPP_PHONE_NUMBER_ID) return undefined;
  const send = createWhatsAppMessenger({
    apiUrl: config.WHATSAPP_API_URL,
    token: config.WHATSAPP_TOKEN,
    phoneNumberId: config.WHATSAPP_PHONE_NUMBER_ID,
    languageCode: config.WHATSAPP_TEMPLATE_LANGUAGE,
    ...options,
  });
  // The messenger's failures name no number (the API's words are cleaned of them), so the route may log them as they are.
  return { whatsapp: (phoneNumber) => send(phoneNumber, { name: config.WHATSAPP_TEMPLATE_TEST, parameters: [] }) };
}
