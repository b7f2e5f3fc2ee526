import { z } from 'zod';
import { MIN_POSITION_HEADER, MIN_POSITION_WAIT_HEADER } from '@iec-bets/contracts';

/** A header's value as a whole number of at most `digits` digits, in the form every read checks and documents. */
const wholeNumberText = (name: string, digits: number) =>
  z.string().regex(new RegExp(`^\\d{1,${digits}}$`), `${name} must be a whole number of at most ${digits} digits`);

/**
 * What a read's `x-min-position` may hold: a log position, at most 15 digits (within a JavaScript number's exact
 * integers). Checked by the query-service's read-your-writes hook, and written into the API document, from this one
 * schema.
 */
export const MinPositionHeaderValue = wholeNumberText(MIN_POSITION_HEADER, 15);
/** What `x-min-position-wait-ms` may hold: milliseconds, at most 6 digits. */
export const MinPositionWaitHeaderValue = wholeNumberText(MIN_POSITION_WAIT_HEADER, 6);
