import { ReadModel, southAfricanDay, type UserActivityDocument, type UserDocument } from '@iec-bets/contracts';
import type { ReadStore } from '@iec-bets/platform';
import { reminderStillTimely } from './reminder-time.js';

/**
 * Whether a streak reminder queued for this player should still go as it is sent: its evening's hours are not over
 * (a queue drained slowly, or behind a national alert, sends nothing after REMINDER_LAST_HOUR), they have not turned
 * reminders off, and they have not predicted today since the evening's walk found them, which a queue drained over
 * minutes would otherwise urge to keep a streak they kept.
 */
export async function reminderStillWanted(readStore: ReadStore, user: UserDocument, day: string, now: Date): Promise<boolean> {
  if (!reminderStillTimely(day, now) || user.streakReminders === false) return false;
  const activity = await readStore.get<UserActivityDocument>(ReadModel.userActivity, user.id);
  return activity?.answersByDay[southAfricanDay(now)] === undefined;
}
