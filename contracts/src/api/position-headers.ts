/**
 * The read-your-writes headers, in a module free of zod: every page's first JavaScript sends them, and must not carry
 * zod for two strings.
 */

/** Header with the global log position of a command's last event (set on command responses). */
export const POSITION_HEADER = 'x-position';
/** Header a read sends to wait (bounded) until the read model has caught up with that position. */
export const MIN_POSITION_HEADER = 'x-min-position';
