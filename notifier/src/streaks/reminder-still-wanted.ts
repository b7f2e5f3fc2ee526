import { ReadModel, southAfricanDay, type UserActivityDocument, type UserDocument } from '@iec-bets/contracts';
import type { ReadStore } from '@iec-bets/platform';

/**
 * Whether a streak reminder queued for this player is still wanted as it is sent: they have not turned reminders off,
 * and have not predicted today since the evening's walk found them, which a queue drained over minutes would
 * otherwise urge to keep a streak they kept. Whether the evening's hours allow it is asked before each channel
 * (reminder-delivery.ts), since one channel's wait can carry the send past them.
 */
export async function reminderStillWanted(readStore: ReadStore, user: UserDocument, now: Date): Promise<boolean> {
  if (user.streakReminders === false) return false;
  const activity = await readStore.get<UserActivityDocument>(ReadModel.userActivity, user.id);
  return activity?.answersByDay[southAfricanDay(now)] === undefined;
}
