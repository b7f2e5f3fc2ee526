/**
 * The read-your-writes headers, in a module free of zod: every page's first JavaScript sends them, and must not carry
 * zod for two strings.
 */

/** Header with the global log position of a command's last event (set on command responses). */
export const POSITION_HEADER = 'x-position';
/** Header a read sends to wait (bounded) until the read model has caught up with that position. */
export const MIN_POSITION_HEADER = 'x-min-position';
/**
 * Header a read may send beside `x-min-position` to wait less than the server's bound, in milliseconds: a reader
 * that can do without the read (a page that lets the browser ask again) need not be held for the whole bound.
 */
export const MIN_POSITION_WAIT_HEADER = 'x-min-position-wait-ms';
/** Header of every read's answer: how far into the log the read models were when they answered it. */
export const READ_POSITION_HEADER = 'x-read-position';
