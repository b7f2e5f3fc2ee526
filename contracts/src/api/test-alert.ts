import { z } from 'zod';

export const TEST_FIELD_REQUIRED = 'Send {"test": true} to ask for a test alert';

/** The channels a test alert can go by; email unless the request names another. */
export const TEST_ALERT_CHANNELS = ['email', 'whatsapp'] as const;
export type TestAlertChannel = (typeof TEST_ALERT_CHANNELS)[number];

export const TEST_CHANNEL_INVALID = 'Send "channel": "email" or "channel": "whatsapp" to choose how the test alert goes';

/**
 * POST /api/notifications/test: the client sends the field `test`; it must be true, so nothing goes out by accident.
 * `channel` picks email (when left out, as the first clients sent it) or WhatsApp.
 */
export const SendTestAlertRequest = z.object({
  test: z.literal(true, { error: TEST_FIELD_REQUIRED }),
  channel: z.enum(TEST_ALERT_CHANNELS, { error: TEST_CHANNEL_INVALID }).default('email'),
  /** Optional; when given it must be the signed-in user. */
  userId: z.string('userId must be text').max(100, 'userId is too long').optional(),
});
export type SendTestAlertRequest = z.input<typeof SendTestAlertRequest>;

export const testEmailSent = (address: string) => `Test email sent to ${address}`;

/** A 422: the mail server refused the address for good (no such mailbox, a domain that takes no mail). */
export const testEmailRefused = (address: string) => `The mail server refused ${address}. Please check the address.`;

/** A 502: the mail server could not be reached, or asked to try later; nothing says the address is wrong. */
export const testEmailNotSent = (address: string) => `The test email to ${address} could not be sent just now. Please try again later.`;

export const testWhatsAppSent = (phoneNumber: string) => `Test WhatsApp message sent to ${phoneNumber}`;

/** A 422: WhatsApp refused the number for good (no WhatsApp on it, or not a number it can be). */
export const testWhatsAppRefused = (phoneNumber: string) =>
  `WhatsApp could not deliver to ${phoneNumber}. Please check that this is your WhatsApp number, with its country code.`;

/** A 502: WhatsApp could not be reached, refused this server, or asked to wait; nothing says the number is wrong. */
export const testWhatsAppNotSent = (phoneNumber: string) =>
  `The test WhatsApp message to ${phoneNumber} could not be sent just now. Please try again later.`;

/** Success and failure alike; `message` is meant for the user. */
export const SendTestAlertResponse = z.object({
  success: z.boolean(),
  message: z.string(),
});
export type SendTestAlertResponse = z.infer<typeof SendTestAlertResponse>;
