import { southAfricanDay } from '@iec-bets/contracts';

/**
 * `southAfricanDay` for the projector's hot path, remembered per UTC hour: South Africa's offset is a whole number of
 * hours, so every instant of one UTC hour falls on the same local day. A replay asks for the day of every answer,
 * and most answers share their hour with many others.
 */
const dayOfHour = new Map<string, string>();
const MAX_REMEMBERED_HOURS = 50_000;

/** South African day (YYYY-MM-DD) of an ISO 8601 UTC instant. */
export function localDayOf(instant: string): string {
  // Only the canonical UTC form (as events store it) can be cut at the hour; anything else takes the long way.
  if (instant.length !== 24 || instant[23] !== 'Z') return southAfricanDay(instant);
  const hour = instant.slice(0, 13);
  let day = dayOfHour.get(hour);
  if (day === undefined) {
    if (dayOfHour.size >= MAX_REMEMBERED_HOURS) dayOfHour.clear();
    day = southAfricanDay(instant);
    dayOfHour.set(hour, day);
  }
  return day;
}

/** South African month (YYYY-MM) of an ISO 8601 UTC instant. */
export function localMonthOf(instant: string): string {
  return localDayOf(instant).slice(0, 7);
}
