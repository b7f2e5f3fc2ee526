import { z } from 'zod';

/** Every 4xx and 5xx answer has this body: `error` is a sentence a person can act on. */
export const ErrorResponse = z.object({
  error: z.string(),
  statusCode: z.number().int(),
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;

/**
 * The 401 of a request that needs a session and came without one (none, or one that has ended): a client holding a
 * signed-in user takes it to mean the session ended elsewhere. A wrong password or login answers 401 in other words.
 */
export const SIGN_IN_REQUIRED = 'Please sign in first';

export { MIN_POSITION_HEADER, MIN_POSITION_WAIT_HEADER, POSITION_HEADER, READ_POSITION_HEADER } from './position-headers.js';
