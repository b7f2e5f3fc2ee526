/** Dates as South Africans write them (en-ZA), on the South African calendar whatever the device's zone. */
const longDate = new Intl.DateTimeFormat('en-ZA', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Africa/Johannesburg' });

/** e.g. '23 November 2026'. */
export function formatLongDate(instant: string | Date): string {
  return longDate.format(typeof instant === 'string' ? new Date(instant) : instant);
}

const dateTime = new Intl.DateTimeFormat('en-ZA', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Johannesburg' });

/** e.g. '23 Nov 2026, 13:00', South African time. */
export function formatDateTime(instant: string | Date): string {
  return dateTime.format(typeof instant === 'string' ? new Date(instant) : instant);
}
