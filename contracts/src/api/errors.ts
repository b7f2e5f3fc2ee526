import { z } from 'zod';

/** Every 4xx and 5xx answer has this body: `error` is a sentence a person can act on. */
export const ErrorResponse = z.object({
  error: z.string(),
  statusCode: z.number().int(),
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;

export { MIN_POSITION_HEADER, MIN_POSITION_WAIT_HEADER, POSITION_HEADER, READ_POSITION_HEADER } from './position-headers.js';
