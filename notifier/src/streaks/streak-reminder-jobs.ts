import { southAfricanDay } from '@iec-bets/contracts';
import type { JobQueue, NewJob } from '@iec-bets/platform';
import type { StreakReminderJob } from '../jobs/alert-jobs.js';
import { dayAfter, reminderDueAt } from './reminder-time.js';

/** A day's reminders, due at its reminder hour; the same id however often it is set, so the queue keeps one. */
export function streakReminderJob(day: string): NewJob<StreakReminderJob> {
  const eventId = `streak-reminder:${day}`;
  return { id: eventId, data: { kind: 'streak-reminder', eventId, day }, notBefore: reminderDueAt(day).getTime() };
}

/**
 * Sets today's reminders and tomorrow's, at every start of the process that follows the log. From then on each
 * evening's job sets the next one's (streak-reminder-fan-out.ts); these cover a first start, and a chain broken by a
 * queue emptied or a job lost. Set twice, a job is kept once (its id); a day whose reminders went out already is
 * remembered by the queue for a day and not sent again, and should it be, each delivery is marked as sent.
 */
export async function setStreakReminders(reminderQueue: JobQueue<StreakReminderJob>, now: Date): Promise<void> {
  const today = southAfricanDay(now);
  await reminderQueue.add([streakReminderJob(today), streakReminderJob(dayAfter(today))]);
}
