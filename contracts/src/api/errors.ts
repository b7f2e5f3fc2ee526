import { z } from 'zod';

/** Every 4xx and 5xx answer has this body: `error` is a sentence a person can act on. */
export const ErrorResponse = z.object({
  error: z.string(),
  statusCode: z.number().int(),
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;

/** Header with the global log position of a command's last event (set on command responses). */
export const POSITION_HEADER = 'x-position';
/** Header a read sends to wait (bounded) until the read model has caught up with that position. */
export const MIN_POSITION_HEADER = 'x-min-position';
