/**
 * A position in the event log as the server writes it, in a header (text) or in JSON (a number): a whole number from
 * 0 up. Anything else (a missing header, a proxy's mangling, a server from another version) is undefined, so the
 * caller keeps what it knew rather than acting on a wrong number.
 */
export function parsePosition(value: unknown): number | undefined {
  const position = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof position === 'number' && Number.isSafeInteger(position) && position >= 0 ? position : undefined;
}
