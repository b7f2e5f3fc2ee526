import { type Question, southAfricanDay } from '@iec-bets/contracts';

/** South Africa keeps UTC+2 all year, so its midnight is 22:00 UTC every day. */
const SOUTH_AFRICAN_MIDNIGHT_UTC_HOUR = 22;

/**
 * The next midnight in South Africa after `now`: today's questions are those dated on the South African day, so a
 * question an admin has scheduled for tomorrow opens then. (One published later in the day opens when it is published;
 * alerts tell of those.)
 */
export function nextSouthAfricanMidnight(now: Date): Date {
  const midnight = new Date(now);
  midnight.setUTCHours(SOUTH_AFRICAN_MIDNIGHT_UTC_HOUR, 0, 0, 0);
  if (midnight.getTime() <= now.getTime()) midnight.setUTCDate(midnight.getUTCDate() + 1);
  return midnight;
}

/** A wait as the countdown shows it: '5h 07m 09s', or '7m 09s' in the last hour. */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const pad = (value: number) => String(value).padStart(2, '0');
  const rest = `${pad(minutes)}m ${pad(seconds % 60)}s`;
  return hours > 0 ? `${hours}h ${rest}` : rest;
}

/**
 * The South African day of the first question published for a day after today's, or null when none is: what the
 * public list holds is every published question, those set up ahead of their day among them.
 */
export function nextScheduledDay(questions: readonly Question[], now: Date): string | null {
  const today = southAfricanDay(now);
  let next: string | null = null;
  for (const question of questions) {
    if (question.isResolved || question.isArchived) continue;
    const day = southAfricanDay(question.date);
    if (day > today && (next === null || day < next)) next = day;
  }
  return next;
}
