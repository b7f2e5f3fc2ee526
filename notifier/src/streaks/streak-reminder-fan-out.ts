import { PROJECTOR_CHECKPOINT, ReadModel, southAfricanDay, type QuestionDocument, type UserActivityDocument } from '@iec-bets/contracts';
import { quietDaysBefore, type EventStore, type JobHandler, type JobQueue, type ReadStore } from '@iec-bets/platform';
import type { AccountDeliveryJob, DeliveryJob, StreakReminderJob } from '../jobs/alert-jobs.js';
import { addPageDeliveries, type Addressee } from '../page-deliveries.js';
import { ReadModelsBehindError } from '../read-models-behind.js';
import { RECIPIENT_PAGE, usersWithAlertsOn } from '../recipients.js';
import { reminderDeliveries } from './reminder-channel.js';
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
  /** Whether WhatsApp carries reminders: only with an approved template named for them (WHATSAPP_TEMPLATE_STREAK_REMINDER). */
  whatsapp: boolean;
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
 * A day's job run before its day began here: the queue's clock is ahead of this machine's. Failing makes the queue try
 * it again shortly, on the day; completing would spend the day's job id, and the day would have no reminders.
 */
export class ReminderDayNotBegunError extends Error {
  override readonly name = 'ReminderDayNotBegunError';
}

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
 * channel on and has not turned reminders off, one reminder naming a question still open, on one channel
 * (reminder-channel.ts; every browser of theirs, for push). The players are walked a page at a time, as a new
 * question's fan-out walks them, with each page's activity read in one look. A day with no question open asks nothing
 * of anyone: a quiet day breaks no streak. Run again, it adds the same delivery ids, which the queue ignores.
 */
export function createStreakReminderHandler(options: StreakReminderOptions): JobHandler<StreakReminderJob> {
  const { readStore, deliveryQueue } = options;
  const pageSize = options.pageSize ?? RECIPIENT_PAGE;
  const clock = options.clock ?? (() => new Date());
  return async ({ data: job }) => {
    const now = clock();
    const today = southAfricanDay(now);
    if (job.day > today) throw new ReminderDayNotBegunError(`The reminders of ${job.day} came due on ${today}`);
    // The next evening's first: each day's sets the next, whatever becomes of this one.
    await options.reminderQueue.add([streakReminderJob(dayAfter(job.day))]);
    if (!reminderStillTimely(job.day, now)) return;
    await untilProjected(options);
    const question = await openQuestionOf(readStore, job.day);
    if (!question) return;
    const quietDays = await quietDaysBefore(readStore, job.day);
    const page = {
      readStore,
      deliveryQueue,
      eventId: job.eventId,
      pageSize,
      choose: (deliveries: AccountDeliveryJob[]) => reminderDeliveries(deliveries, options.whatsapp),
    };

    for await (const recipients of usersWithAlertsOn(readStore, pageSize)) {
      const wanting = recipients.filter(({ user }) => user.streakReminders !== false);
      const activities = await readStore.getMany<UserActivityDocument>(ReadModel.userActivity, wanting.map(({ user }) => user.id));
      const activityOf = new Map(activities.map((activity) => [activity.userId, activity]));
      const atStake = wanting.flatMap(({ user }): Addressee[] => {
        const streak = streakAtStake(activityOf.get(user.id), job.day, quietDays);
        if (streak === 0) return [];
        return [{ user, alert: { kind: 'streak-reminder', questionId: question.id, questionText: question.text, streak, day: job.day } }];
      });
      if (atStake.length > 0) await addPageDeliveries(page, atStake);
    }
  };
}
