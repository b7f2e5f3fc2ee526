import { daysBefore, southAfricanDay } from '@iec-bets/contracts';

/**
 * When the evening reminder goes, South African time (UTC+2 all year): six hours before the day closes, after work
 * and school, with the evening left to predict in.
 */
export const REMINDER_HOUR = 18;

/**
 * The latest hour a reminder is still sent at: a notifier that was down at six sends the day's late, but not into
 * the night, when a message wakes more people than it saves streaks.
 */
export const REMINDER_LAST_HOUR = 22;

const atHour = (day: string, hour: number) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00+02:00`);

/** The moment a day's reminder is due. */
export function reminderDueAt(day: string): Date {
  return atHour(day, REMINDER_HOUR);
}

/** Whether a day's reminder may still go out at `now`: on that South African day, before REMINDER_LAST_HOUR. */
export function reminderStillTimely(day: string, now: Date): boolean {
  return southAfricanDay(now) === day && now < atHour(day, REMINDER_LAST_HOUR);
}

/**
 * Whole seconds from `now` until a day's reminders stop being sent: how long a push service may hold one for a
 * browser that is offline (at least one, as the header needs).
 */
export function secondsLeftToRemind(day: string, now: Date): number {
  return Math.max(1, Math.floor((atHour(day, REMINDER_LAST_HOUR).getTime() - now.getTime()) / 1000));
}

/** The day after a YYYY-MM-DD day. */
export const dayAfter = (day: string) => daysBefore(day, -1);
