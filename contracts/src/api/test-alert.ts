import { z } from 'zod';

export const TEST_FIELD_REQUIRED = 'Send {"test": true} to ask for a test email';

/** POST /api/notifications/test: the client sends the field `test`; it must be true, so nothing goes out by accident. */
export const SendTestAlertRequest = z.object({
  test: z.literal(true, { error: TEST_FIELD_REQUIRED }),
  /** Optional; when given it must be the signed-in user. */
  userId: z.string('userId must be text').max(100, 'userId is too long').optional(),
});
export type SendTestAlertRequest = z.infer<typeof SendTestAlertRequest>;

/** Success and failure alike; `message` is meant for the user. */
export const SendTestAlertResponse = z.object({
  success: z.boolean(),
  message: z.string(),
});
export type SendTestAlertResponse = z.infer<typeof SendTestAlertResponse>;
