import { describe, expect, it } from 'vitest';
import { isRecipientRefusal } from '../mail/recipient-refusal.js';
import { whatsappRecipient } from './whatsapp-recipient.js';

describe('WhatsApp recipient', () => {
  it('keeps the digits of an international number', () => {
    expect(whatsappRecipient('+27 (82) 123-4567')).toBe('27821234567');
    expect(whatsappRecipient('0027821234567')).toBe('27821234567');
  });

  it('refuses local and malformed numbers, as numbers their owner must mend', () => {
    for (const number of ['0821234567', '+0821234567', '+27', 'call me', '+27 82 123 4567 ext 5']) {
      const refusal = (() => {
        try {
          whatsappRecipient(number);
          return null;
        } catch (error) {
          return error;
        }
      })();
      expect(isRecipientRefusal(refusal), number).toBe(true);
    }
  });
});
