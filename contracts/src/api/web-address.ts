import { z } from 'zod';

const isWebAddress = (value: string) => /^https?:\/\//i.test(value) && URL.canParse(value);
const isSecureWebAddress = (value: string) => /^https:\/\//i.test(value) && URL.canParse(value);

/**
 * Text trimmed and bounded, and what it must be said in one message; `what` names it ("The source link"). `message`
 * is what a value that is no such address is told.
 */
function webAddressText(what: string, accepts: (value: string) => boolean, message = `${what} must be a web address starting with http:// or https://`) {
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
  return blankAsNone(webAddressText(what, (value) => value === '' || isWebAddress(value)));
}

/** "", null or absent, all as none (null). */
function blankAsNone(address: z.ZodString | ReturnType<typeof webAddressText>) {
  return address
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));
}

/**
 * An https address a form may leave blank (none, null), for a picture the pages show from another site: the pages'
 * Content-Security-Policy lets images come from elsewhere over https only, and a page served over https would not
 * show an http one anyway.
 */
export function optionalSecureWebAddress(what: string) {
  return blankAsNone(webAddressText(what, (value) => value === '' || isSecureWebAddress(value), `${what} must be a web address starting with https://`));
}
