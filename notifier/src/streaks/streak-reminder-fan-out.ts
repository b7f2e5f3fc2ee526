import { PROJECTOR_CHECKPOINT, ReadModel, southAfricanDay, type QuestionDocument, type UserActivityDocument } from '@iec-bets/contracts';
import { quietDaysBefore, type EventStore, type JobHandler, type JobQueue, type NewJob, type ReadStore } from '@iec-bets/platform';
import { deliveryJobId, type DeliveryJob, type ReminderDeliveryJob, type StreakReminderJob } from '../jobs/alert-jobs.js';
import { yieldToRequests } from '../page-deliveries.js';
import { ReadModelsBehindError } from '../read-models-behind.js';
import { RECIPIENT_PAGE, usersWithAlertsOn } from '../recipients.js';
import { dayAfter, reminderStillTimely } from './reminder-time.js';
import { streakAtStake } from './streak-at-stake.js';
import { streakReminderJob } from './streak-reminder-jobs.js';

export interface StreakReminderOptions {
  /** Where the log's head is read: the walk waits for the read models to show every answer given before it starts. */
  eventStore: Pick<EventStore, 'headPosition'>;
  readStore: ReadStore;
  deliveryQueue: JobQueue<DeliveryJob>;
  /** Where the next evening's reminders are set: the queue this handler works. */
  reminderQueue: JobQueue<StreakReminderJob>;
  pageSize?: number;
  clock?: () => Date;
  /** How long the walk waits for the projector before the job is tried again later. */
  projectorWaitMs?: number;
}

/**
 * The day's question a reminder names: of the day's that still take answers, the one /vote shows first (the newest,
 * as today's list is ordered). A player at risk has answered none of the day's, so any would keep the streak.
 */
async function openQuestionOf(readStore: ReadStore, day: string): Promise<QuestionDocument | undefined> {
  const [question] = await readStore.find<QuestionDocument>(ReadModel.questions, {
    where: { day, isPublished: true, isArchived: false, isResolved: false },
    orderBy: [
      ['date', 'desc'],
      ['id', 'desc'],
    ],
    limit: 1,
  });
  return question;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until the read models show the log as it stood when the walk began: an answer given at 17:59, still being
 * projected, would otherwise leave its player at risk and reminded. Under load the projector is never at the head, so
 * the head is read once and the wait is for that position; a projector that does not get there in time makes the job
 * fail, to be tried again with the queue's backoff, still within the evening.
 */
async function untilProjected(options: StreakReminderOptions): Promise<void> {
  const head = await options.eventStore.headPosition();
  const deadline = Date.now() + (options.projectorWaitMs ?? 30_000);
  for (;;) {
    const projected = await options.readStore.checkpoint(PROJECTOR_CHECKPOINT);
    if (projected >= head) return;
    if (Date.now() >= deadline) throw new ReadModelsBehindError(`The read models are at ${projected}, the log at ${head}`);
    await pause(100);
  }
}

/**
 * An evening's reminders: to every player with a streak of two days or more who has not predicted today, has a
 * channel on and has not turned reminders off, one reminder naming a question still open, as one delivery job that
 * takes the first of their channels able to carry it (reminder-delivery.ts). The players are walked a page at a time,
 * as a new question's fan-out walks them, with each page's activity read in one look. A day with no question open
 * asks nothing of anyone: a quiet day breaks no streak. Run again, it adds the same delivery ids, which the queue
 * ignores.
 */
export function createStreakReminderHandler(options: StreakReminderOptions): JobHandler<StreakReminderJob> {
  const { readStore, deliveryQueue } = options;
  const pageSize = options.pageSize ?? RECIPIENT_PAGE;
  const clock = options.clock ?? (() => new Date());
  return async ({ data: job }) => {
    const now = clock();
    // The next evening's first: each day's sets the next, whatever becomes of this one. Not from a day still to
    // come (a job run early, by a clock behind the queue's): the chain would run ahead of the calendar.
    if (job.day <= southAfricanDay(now)) await options.reminderQueue.add([streakReminderJob(dayAfter(job.day))]);
    if (!reminderStillTimely(job.day, now)) return;
    await untilProjected(options);
    const question = await openQuestionOf(readStore, job.day);
    if (!question) return;
    const quietDays = await quietDaysBefore(readStore, job.day);

    for await (const recipients of usersWithAlertsOn(readStore, pageSize)) {
      const wanting = recipients.filter(({ user }) => user.streakReminders !== false);
      const activities = await readStore.getMany<UserActivityDocument>(ReadModel.userActivity, wanting.map(({ user }) => user.id));
      const activityOf = new Map(activities.map((activity) => [activity.userId, activity]));
      const reminders = wanting.flatMap(({ user }): Array<NewJob<DeliveryJob>> => {
        const streak = streakAtStake(activityOf.get(user.id), job.day, quietDays);
        if (streak === 0) return [];
        const delivery: ReminderDeliveryJob = {
          channel: 'first-reachable',
          eventId: job.eventId,
          userId: user.id,
          alert: { kind: 'streak-reminder', questionId: question.id, questionText: question.text, streak, day: job.day },
        };
        return [{ id: deliveryJobId(delivery), data: delivery }];
      });
      if (reminders.length === 0) continue;
      await deliveryQueue.add(reminders);
      await yieldToRequests();
    }
  };
}
