import { z } from 'zod';

export const TEST_FIELD_REQUIRED = 'Send {"test": true} to ask for a test email';

/** POST /api/notifications/test: the client sends the field `test`; it must be true, so nothing goes out by accident. */
export const SendTestAlertRequest = z.object({
  test: z.literal(true, { error: TEST_FIELD_REQUIRED }),
  /** Optional; when given it must be the signed-in user. */
  userId: z.string('userId must be text').max(100, 'userId is too long').optional(),
});
export type SendTestAlertRequest = z.infer<typeof SendTestAlertRequest>;

/** A 422: the mail server refused the address for good (no such mailbox, a domain that takes no mail). */
export const testEmailRefused = (address: string) => `The mail server refused ${address}. Please check the address.`;

/** A 502: the mail server could not be reached, or asked to try later; nothing says the address is wrong. */
export const testEmailNotSent = (address: string) => `The test email to ${address} could not be sent just now. Please try again later.`;

/** Success and failure alike; `message` is meant for the user. */
export const SendTestAlertResponse = z.object({
  success: z.boolean(),
  message: z.string(),
});
export type SendTestAlertResponse = z.infer<typeof SendTestAlertResponse>;
