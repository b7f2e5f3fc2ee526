/**
 * `value` when it is an http(s) address, else null. Only such addresses become links: a history or a record is data,
 * and a javascript: URL in it must never be clickable.
 */
export function httpLink(value: unknown): string | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:' ? value : null;
  } catch {
    return null;
  }
}
