/**
 * RFC 8785 canonical JSON (JCS) for the values a question's history holds: plain objects, arrays, strings, finite
 * numbers, booleans and null. The server hashes exactly these bytes, so any difference in key order or spacing would
 * make every step fail; written here rather than bundled, since the whole rule is a few lines.
 *
 * - keys sorted by UTF-16 code units, which is what Array#sort does to strings without a comparator;
 * - strings and numbers as JSON.stringify writes them (the ECMAScript forms RFC 8785 adopts);
 * - no whitespace; a property whose value is undefined left out, an undefined array item written null.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return JSON.stringify(value);
  if (typeof value === 'number') {
    // JCS has no form for these, and JSON.stringify would quietly write null.
    if (!Number.isFinite(value)) throw new Error(`No canonical JSON for the number ${value}`);
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map((item) => (item === undefined ? 'null' : canonicalJson(item))).join(',')}]`;
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const members = Object.keys(record)
      .filter((key) => record[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`);
    return `{${members.join(',')}}`;
  }
  throw new Error(`No canonical JSON for a ${typeof value}`);
}
