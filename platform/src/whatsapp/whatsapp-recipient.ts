import { WhatsAppRecipientRefused } from './whatsapp-send-failure.js';

/**
 * Users type numbers as +27 82 123 4567; the Cloud API wants the international number as digits only. A number
 * without the leading + (or 00) cannot be told apart from a local one (082…), so it is refused rather than guessed:
 * the number is at fault, and its owner can mend it.
 */
export function whatsappRecipient(phoneNumber: string): string {
  const compact = phoneNumber.replace(/[\s().-]/g, '');
  const international = /^(?:\+|00)([1-9]\d{6,14})$/.exec(compact);
  if (!international) {
    throw new WhatsAppRecipientRefused(
      'The phone number on record is not in international format (with the country code, for example +27)',
      { status: undefined, apiCode: undefined },
    );
  }
  return international[1]!;
}
