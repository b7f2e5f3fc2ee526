import { z } from 'zod';

/** Every 4xx and 5xx answer has this body: `error` is a sentence a person can act on. */
export const ErrorResponse = z.object({
  error: z.string(),
  statusCode: z.number().int(),
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;

/**
 * The 401 of a request that needs a session and came without one (none, or one that has ended for no reason the
 * server remembers): a client holding a signed-in user takes it to mean the session ended elsewhere. A session ended
 * by its account's deletion or a password change says so in the words below; a wrong password or login answers 401
 * in other words still.
 */
export const SIGN_IN_REQUIRED = 'Please sign in first';

/**
 * The 401 of a request whose session was ended because its account was deleted on another device: the server
 * remembers why, for as long as the session would have lived.
 */
export const SESSION_ENDED_ACCOUNT_DELETED = 'This account has been deleted.';

/** The 401 of a request whose session was ended because the account's password was changed on another device. */
export const SESSION_ENDED_PASSWORD_CHANGED = 'Your password was changed on another device. Please log in again.';

export { MIN_POSITION_HEADER, MIN_POSITION_WAIT_HEADER, POSITION_HEADER, READ_POSITION_HEADER } from './position-headers.js';
