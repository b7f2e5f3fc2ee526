import { PROJECTOR_CHECKPOINT, ReadModel, type QuestionDocument } from '@iec-bets/contracts';
import type { JobHandler, JobQueue, NewJob, ReadStore } from '@iec-bets/platform';
import type { EveryChannelAlert, NewQuestionAlert } from './alerts/alert.js';
import { alertStillTrue } from './alerts/alert-still-true.js';
import { deliveryJobId, type DeliveryJob, type FanOutJob } from './jobs/alert-jobs.js';
import { addPageDeliveries, yieldToRequests } from './page-deliveries.js';
import { ReadModelsBehindError } from './read-models-behind.js';
import { answerersOf, confirmedNewsletterSubscribers, RECIPIENT_PAGE, usersWithAlertsOn, type Recipient } from './recipients.js';

export interface FanOutOptions {
  readStore: ReadStore;
  deliveryQueue: JobQueue<DeliveryJob>;
  /**
   * Whether a new question also goes to the confirmed newsletter subscribers: only when this notifier can send the
   * newsletter (SMTP, the site's address and the key of its links all configured); default false.
   */
  newsletter?: boolean;
  /** Recipients read, and their deliveries added, at a time: what bounds a fan-out's memory, whatever the audience. */
  pageSize?: number;
  /** Now, for whether a question's day is over; the wall clock unless a test sets it. */
  clock?: () => Date;
}

/**
 * Works out who hears of an event, from the read models as they stand once the projector has passed the event, and
 * adds one delivery job per recipient and channel. The recipients are walked a page at a time: each page's push
 * subscriptions are read in one query and its deliveries added in one bulk add before the next page is read, so a
 * fan-out to half a million people holds one page, never the whole audience. Run again (a retry after a crash half
 * way, the event handled twice), it walks the same pages and adds the same job ids, which the queue ignores.
 */
export function createFanOutHandler(options: FanOutOptions): JobHandler<FanOutJob> {
  const { readStore, deliveryQueue } = options;
  const pageSize = options.pageSize ?? RECIPIENT_PAGE;
  const clock = options.clock ?? (() => new Date());
  return async ({ data: job }) => {
    const projected = await readStore.checkpoint(PROJECTOR_CHECKPOINT);
    if (projected < job.position) {
      throw new ReadModelsBehindError(`The read models are at ${projected}, the event at ${job.position}`);
    }
    const question = await readStore.get<QuestionDocument>(ReadModel.questions, job.questionId);
    // Deleted, withdrawn, settled or past its day since (a question published ahead of its day waits for it): nothing
    // to tell.
    if (!question || !alertStillTrue(question, job, clock())) return;

    let pages: AsyncIterable<Recipient[]>;
    let alertFor: (wasCorrect: boolean | null) => EveryChannelAlert;
    if (job.kind === 'new-question') {
      pages = usersWithAlertsOn(readStore, pageSize);
      alertFor = () => ({ kind: 'new-question', questionId: question.id, questionText: question.text });
    } else {
      // A resolution and a correction go to the same people, each told how their answer stands under the outcome.
      const { correctOptionId, kind } = job;
      const correctOptionText = question.options.find((option) => option.id === correctOptionId)?.text ?? correctOptionId;
      pages = answerersOf(readStore, question.id, correctOptionId, pageSize);
      alertFor = (wasCorrect) => ({
        kind,
        questionId: question.id,
        questionText: question.text,
        correctOptionId,
        correctOptionText,
        wasCorrect,
      });
    }

    const page = { readStore, deliveryQueue, eventId: job.eventId, pageSize };
    for await (const recipients of pages) {
      await addPageDeliveries(page, recipients.map(({ user, wasCorrect }) => ({ user, alert: alertFor(wasCorrect) })));
    }

    if (job.kind !== 'new-question' || !options.newsletter) return;
    // The newsletter's own list, walked the same way: one delivery per confirmed subscriber, which reads the address
    // as it sends (someone on both lists may get both: they are kept apart, on purpose).
    const alert: NewQuestionAlert = { kind: 'new-question', questionId: question.id, questionText: question.text };
    for await (const subscribers of confirmedNewsletterSubscribers(readStore, pageSize)) {
      const deliveries = subscribers.map((subscriber): NewJob<DeliveryJob> => {
        const delivery: DeliveryJob = { channel: 'newsletter', eventId: job.eventId, subscriberId: subscriber.id, alert };
        return { id: deliveryJobId(delivery), data: delivery };
      });
      await deliveryQueue.add(deliveries);
      await yieldToRequests();
    }
  };
}
