/**
 * Dates as South Africans write them (en-ZA), on the South African calendar whatever the device's zone.
 *
 * The first Intl formatter a page makes loads the browser's locale data: 20 to 180 ms on this machine, several times
 * that on a phone, in one task. So each formatter below is made on its first use, not when the app starts, and the
 * long date, which the landing page shows, is written without Intl at all: South Africa keeps UTC+2 all year (no
 * summer time), so its calendar day needs no time-zone data.
 */
function formatter(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let made: Intl.DateTimeFormat | undefined;
  return () => (made ??= new Intl.DateTimeFormat('en-ZA', options));
}

const toDate = (instant: string | Date) => (typeof instant === 'string' ? new Date(instant) : instant);

const SOUTH_AFRICAN_OFFSET_MS = 2 * 60 * 60 * 1000;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** e.g. '23 November 2026', as Intl writes it for en-ZA in Africa/Johannesburg. */
export function formatLongDate(instant: string | Date): string {
  const southAfrican = new Date(toDate(instant).getTime() + SOUTH_AFRICAN_OFFSET_MS);
  return `${southAfrican.getUTCDate()} ${MONTHS[southAfrican.getUTCMonth()]} ${southAfrican.getUTCFullYear()}`;
}

const dateTime = formatter({ dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Johannesburg' });

/** e.g. '23 Nov 2026, 13:00', South African time. */
export function formatDateTime(instant: string | Date): string {
  return dateTime().format(toDate(instant));
}

const shortDay = formatter({ day: 'numeric', month: 'short', timeZone: 'UTC' });

/** A calendar day given as YYYY-MM-DD (already South African), e.g. '23 Nov'. */
export function formatShortDay(day: string): string {
  return shortDay().format(new Date(`${day}T00:00:00Z`));
}

const monthYear = formatter({ month: 'long', year: 'numeric', timeZone: 'Africa/Johannesburg' });

/** e.g. 'January 2026'. */
export function formatMonthYear(instant: string | Date): string {
  return monthYear().format(toDate(instant));
}
