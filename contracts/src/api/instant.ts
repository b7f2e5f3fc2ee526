import { z } from 'zod';

/**
 * An ISO date-time with any offset, stored as the UTC instant it names (`2026-11-22T11:00:00.000Z`), which the stores
 * compare as text. An offset can carry a date past the four-digit years that spelling holds (`9999-12-31T23:00-05:00`
 * is in the year 10000, `+010000-…`), which would sort before every other date and fail the log's own check: such a
 * date is refused with the same message as a malformed one.
 */
export function instantWithOffset(message: string) {
  return z.iso
    .datetime({ offset: true, error: message })
    .transform((value) => new Date(value).toISOString())
    .refine((instant) => /^\d{4}-/.test(instant), message);
}
