/**
 * RFC 8785 canonical JSON (JCS) for the values the event log's hash chains cover: plain objects, arrays, strings,
 * finite numbers, booleans and null. The server hashes these bytes on every append and the browser recomputes them
 * to check a question's history, so both take them from here: any difference in key order or spacing would make
 * every step fail. Written here rather than taken from a JCS library: the whole rule is a few lines, the browser
 * needs it too, and the library's cycle check and intermediate strings cost each answer about a tenth of what it
 * allocates (a test holds this one to the library, byte for byte).
 *
 * - keys sorted by UTF-16 code units, which is what Array#sort does to strings without a comparator;
 * - strings and numbers as JSON.stringify writes them (the ECMAScript forms RFC 8785 adopts);
 * - no whitespace; a property whose value is undefined left out, an undefined array item written null.
 */
export function canonicalJson(value: unknown): string {
  if (typeof value === 'string') return canonicalString(value);
  if (value === null || typeof value === 'boolean') return JSON.stringify(value);
  if (typeof value === 'number') {
    // JCS has no form for these, and JSON.stringify would quietly write null.
    if (!Number.isFinite(value)) throw new Error(`No canonical JSON for the number ${value}`);
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) {
    let text = '[';
    for (let index = 0; index < value.length; index++) {
      const item: unknown = value[index];
      text += (index === 0 ? '' : ',') + (item === undefined ? 'null' : canonicalJson(item));
    }
    return `${text}]`;
  }
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record).sort();
    let text = '{';
    for (const key of keys) {
      const member = record[key];
      if (member === undefined) continue;
      text += (text.length === 1 ? '' : ',') + canonicalString(key) + ':' + canonicalJson(member);
    }
    return `${text}}`;
  }
  throw new Error(`No canonical JSON for a ${typeof value}`);
}

/**
 * With the `u` flag a surrogate pair is one code point, so this matches only half a character: a lone surrogate.
 * (Not `isWellFormed()`, which browsers before 2023 lack.)
 */
const LONE_SURROGATE = /\p{Surrogate}/u;

/**
 * What JSON.stringify may write other than as it is: a quote, a backslash, a control character (`Cc` takes in a few
 * that it leaves alone, which only sends those strings the long way), or half a character. Without one, the string's
 * form is the string in quotes.
 */
const ESCAPED_OR_SURROGATE = /["\\\p{Cc}\p{Surrogate}]/u;

/** A string as JSON.stringify writes it; half a character has no form in JCS, as in UTF-8. */
function canonicalString(text: string): string {
  // Nearly every string of an event (ids, times, options) needs no escape; calling JSON.stringify for each cost an
  // answer's two hashes about a third of their time.
  if (!ESCAPED_OR_SURROGATE.test(text)) return `"${text}"`;
  if (LONE_SURROGATE.test(text)) throw new Error('No canonical JSON for a string holding a lone surrogate');
  return JSON.stringify(text);
}
