import { dayStreak, type UserActivityDocument } from '@iec-bets/contracts';

/**
 * The shortest streak worth a reminder. A one-day streak is yesterday's answer and nothing more: a message about
 * losing it would nag the many who play now and then, where two days in a row is a habit starting.
 */
export const SHORTEST_REMINDED_STREAK = 2;

/**
 * The days of the streak a player loses at midnight unless they predict today: their streak through yesterday, when
 * they have not answered today and it is long enough to be reminded of; 0 otherwise. Days nobody could answer
 * (`quietDays`) are passed over as the profile's streak passes over them (dayStreak).
 */
export function streakAtStake(activity: UserActivityDocument | undefined, today: string, quietDays: ReadonlySet<string>): number {
  if (!activity || activity.answersByDay[today] !== undefined) return 0;
  const streak = dayStreak(Object.keys(activity.answersByDay), today, quietDays);
  return streak >= SHORTEST_REMINDED_STREAK ? streak : 0;
}
