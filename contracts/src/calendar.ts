/**
 * South Africa keeps UTC+2 all year (no daylight saving), so a fixed offset gives the local calendar day without
 * a time-zone database, in the browser and on the server alike.
 */
const SOUTH_AFRICA_OFFSET_MS = 2 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The first day of the game: 'Day N' counts days since this date. */
export const GAME_EPOCH_DAY = '2024-03-01';

/**
 * The day of the hour last asked about in the form the product writes instants in (`toISOString`'s,
 * YYYY-MM-DDTHH:mm:ss.sssZ): the offset is whole hours, so an hour's instants share a day, and an answer, its append
 * and its projection each ask about the same hour as the answers before them.
 */
let rememberedHour = '';
let rememberedDay = '';

/** The South African calendar day of an instant, as YYYY-MM-DD. */
export function southAfricanDay(instant: Date | string): string {
  if (typeof instant === 'string' && instant.length === 24 && instant[23] === 'Z' && instant[10] === 'T') {
    const hour = instant.slice(0, 13);
    if (hour !== rememberedHour) {
      rememberedDay = dayAtTime(Date.parse(instant));
      rememberedHour = hour;
    }
    return rememberedDay;
  }
  return dayAtTime(typeof instant === 'string' ? Date.parse(instant) : instant.getTime());
}

function dayAtTime(time: number): string {
  return new Date(time + SOUTH_AFRICA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The South African calendar month of an instant, as YYYY-MM. */
export function southAfricanMonth(instant: Date | string): string {
  return southAfricanDay(instant).slice(0, 7);
}

/** Whole days from `from` to `to`, both YYYY-MM-DD. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The day before a YYYY-MM-DD day. */
export function previousDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
}

/** The day `count` days before a YYYY-MM-DD day. */
export function daysBefore(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - count * DAY_MS).toISOString().slice(0, 10);
}

/** 'Day N' of a question whose date is `instant`: days since 2024-03-01 in South African time. */
export function dayNumber(instant: Date | string): number {
  return daysBetween(GAME_EPOCH_DAY, southAfricanDay(instant));
}

/**
 * Whether the South African day of a question dated `questionDate` is over at `now`: such a question takes no answer
 * and is never among today's questions, so nobody may be told to predict it. The client warns an admin who dates a
 * question so; the notifier drops a "predict now" alert for it.
 */
export function questionDayHasPassed(questionDate: string, now: Date): boolean {
  return southAfricanDay(questionDate) < southAfricanDay(now);
}

/**
 * Consecutive days with an answer that end today or yesterday (a streak is not lost before the day is over).
 * `answerDays` are YYYY-MM-DD days in any order; duplicates are fine. `quietDays` are days on which nobody could
 * answer (no question that day): passed over, neither counted nor breaking the streak, so that a day off for the
 * whole country costs no player their streak.
 */
export function dayStreak(answerDays: Iterable<string>, today: string, quietDays: ReadonlySet<string> = new Set()): number {
  const days = new Set(answerDays);
  let first: string | undefined;
  for (const day of days) if (first === undefined || day < first) first = day;
  if (first === undefined) return 0;
  let day = days.has(today) ? today : previousDay(today);
  let streak = 0;
  while (day >= first) {
    if (days.has(day)) streak++;
    else if (!quietDays.has(day)) break;
    day = previousDay(day);
  }
  return streak;
}
