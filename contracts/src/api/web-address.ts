import { z } from 'zod';

const isWebAddress = (value: string) => /^https?:\/\//i.test(value) && URL.canParse(value);

/** Text trimmed and bounded, and what it must be said in one message; `what` names it ("The source link"). */
function webAddressText(what: string, accepts: (value: string) => boolean) {
  const message = `${what} must be a web address starting with http:// or https://`;
  return z.string(message).trim().max(2000, `${what} is too long`).refine(accepts, { message });
}

/** A required http(s) address, trimmed. */
export function webAddress(what: string) {
  return webAddressText(what, isWebAddress);
}

/**
 * An http(s) address a form may leave blank: "", null or absent all mean none (null). Blank is taken inside the one
 * string schema, not as a second schema beside it, so that a value of the wrong type is told what is wanted rather
 * than a union's bare "Invalid input".
 */
export function optionalWebAddress(what: string) {
  return webAddressText(what, (value) => value === '' || isWebAddress(value))
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));
}
