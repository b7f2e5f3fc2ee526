import { z } from 'zod';

const isWebAddress = (value: string) => /^https?:\/\//i.test(value) && URL.canParse(value);

/** A required http(s) address, trimmed; `what` names it in the messages ("The source link"). */
export function webAddress(what: string) {
  const message = `${what} must be a web address starting with http:// or https://`;
  return z.string(message).trim().max(2000, `${what} is too long`).refine(isWebAddress, { message });
}

/**
 * An http(s) address a form may leave blank: "", null or absent all mean none (null). Blank is taken inside the one
 * string schema, not as a second schema beside it, so that a value of the wrong type is told what is wanted rather
 * than a union's bare "Invalid input".
 */
export function optionalWebAddress(what: string) {
  const message = `${what} must be a web address starting with http:// or https://`;
  return z
    .string(message)
    .trim()
    .max(2000, `${what} is too long`)
    .refine((value) => value === '' || isWebAddress(value), { message })
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));
}
