/** Dates as South Africans write them (en-ZA), on the South African calendar whatever the device's zone. */
const longDate = new Intl.DateTimeFormat('en-ZA', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Africa/Johannesburg' });

/** e.g. '23 November 2026'. */
export function formatLongDate(instant: string | Date): string {
  return longDate.format(typeof instant === 'string' ? new Date(instant) : instant);
}

const monthYear = new Intl.DateTimeFormat('en-ZA', { month: 'long', year: 'numeric', timeZone: 'Africa/Johannesburg' });

/** e.g. 'January 2026'. */
export function formatMonthYear(instant: string | Date): string {
  return monthYear.format(typeof instant === 'string' ? new Date(instant) : instant);
}
