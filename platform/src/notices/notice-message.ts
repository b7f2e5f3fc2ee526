/** Notices travel as JSON in every bus, so a subscriber gets the same thing in one process or across many. */

export function encodeNotice(message: unknown): string {
  let text: string | undefined;
  try {
    text = JSON.stringify(message);
  } catch (error) {
    throw new TypeError(`A notice must be JSON: ${(error as Error).message}`, { cause: error });
  }
  if (text === undefined) throw new TypeError(`A notice must be JSON, not ${typeof message}`);
  return text;
}

export type DecodedNotice = { ok: true; message: unknown } | { ok: false };

export function decodeNotice(text: string): DecodedNotice {
  try {
    return { ok: true, message: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}
