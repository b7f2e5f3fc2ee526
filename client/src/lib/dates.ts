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

const shortDay = new Intl.DateTimeFormat('en-ZA', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** A calendar day given as YYYY-MM-DD (already South African), e.g. '23 Nov'. */
export function formatShortDay(day: string): string {
  return shortDay.format(new Date(`${day}T00:00:00Z`));
}

const monthYear = new Intl.DateTimeFormat('en-ZA', { month: 'long', year: 'numeric', timeZone: 'Africa/Johannesburg' });

/** e.g. 'January 2026'. */
export function formatMonthYear(instant: string | Date): string {
  return monthYear.format(typeof instant === 'string' ? new Date(instant) : instant);
}
