import {
  ReadModel,
  type NewsletterSubscriberDocument,
  type PushSubscriptionDocument,
  type QuestionDocument,
  type UserDocument,
} from '@iec-bets/contracts';
import { PermanentJobError, type ConsumerLogger, type EventStore, type JobHandler, type ReadStore } from '@iec-bets/platform';
import {
  PermanentDeliveryError,
  RecipientGoneError,
  type AlertChannels,
  type NewQuestionAlert,
  type NewsletterRecipient,
  type QuestionAlert,
  type NewsletterSender,
  type WebPushTarget,
} from './alerts/alert.js';
import { alertStillTrue } from './alerts/alert-still-true.js';
import { channelAddress } from './channel-address.js';
import { isKnownDelivery, type AccountDeliveryJob, type DeliveryJob, type NewsletterDeliveryJob } from './jobs/alert-jobs.js';
import { removeGoneSubscription } from './push-subscription-removal.js';
import { pushTopicOf } from './push-topic.js';
import type { NotifierState } from './state/notifier-state.js';
import { createReminderDelivery } from './streaks/reminder-delivery.js';

export interface DeliveryOptions {
  channels: AlertChannels;
  /**
   * Sends the newsletter; without it (the configuration lacks what the newsletter needs) a newsletter delivery fails
   * for good, where operators see it: the fan-out queues none then, so only a job from before a change of settings can.
   */
  newsletter?: NewsletterSender | undefined;
  state: NotifierState;
  /** Where a push subscription that the push service says is gone gets removed (PushUnsubscribed). */
  eventStore: EventStore;
  /** Where each delivery finds its address as it sends: the jobs carry none (see DeliveryJob). */
  readStore: ReadStore;
  /** Whether WhatsApp carries streak reminders (an approved template for them); default false. */
  whatsappStreakReminders?: boolean;
  /**
   * How many attempts the delivery queue gives a job: a streak reminder moves on past a channel that failed for a
   * reason that may pass only on its last (reminder-delivery.ts). Default 1: at once.
   */
  deliveryAttempts?: number;
  clock?: () => Date;
  logger?: Pick<ConsumerLogger, 'warn'>;
}

/** Where one delivery goes, as the read models stand when it is sent. */
type Destination =
  | { channel: 'email'; address: string }
  | { channel: 'whatsapp'; phoneNumber: string }
  | { channel: 'web-push'; target: WebPushTarget }
  | { channel: 'newsletter'; recipient: NewsletterRecipient; alert: NewQuestionAlert };

/**
 * The address of a delivery, read now; undefined when it should no longer go out: the account was deleted, the
 * channel turned off or its address removed, the browser unsubscribed, or the subscriber left the newsletter list,
 * since the fan-out queued it.
 */
async function destinationOf(readStore: ReadStore, job: AccountDeliveryJob | NewsletterDeliveryJob): Promise<Destination | undefined> {
  if (job.channel === 'newsletter') {
    const subscriber = await readStore.get<NewsletterSubscriberDocument>(ReadModel.newsletterSubscribers, job.subscriberId);
    // The links to leave are made for the subscription on the list now: should the address have left and come back
    // (and confirmed again) since the job was queued, they name the new one.
    if (!subscriber?.confirmed || !subscriber.email) return undefined;
    const recipient = { address: subscriber.email, subscriberId: subscriber.id, subscriptionId: subscriber.subscriptionId };
    return { channel: 'newsletter', recipient, alert: job.alert };
  }
  const user = await readStore.get<UserDocument>(ReadModel.users, job.userId);
  if (!user) return undefined;
  switch (job.channel) {
    case 'email': {
      const address = channelAddress(user, 'email');
      return address ? { channel: 'email', address } : undefined;
    }
    case 'whatsapp': {
      const phoneNumber = channelAddress(user, 'whatsapp');
      return phoneNumber ? { channel: 'whatsapp', phoneNumber } : undefined;
    }
    case 'web-push': {
      if (!user.browserNotifications) return undefined;
      const subscription = await readStore.get<PushSubscriptionDocument>(ReadModel.pushSubscriptions, job.subscriptionId);
      if (subscription?.userId !== job.userId) return undefined;
      return { channel: 'web-push', target: { endpoint: subscription.endpoint, keys: { ...subscription.keys } } };
    }
  }
}

/** Who a delivery is for, as a log or a failed job may name them: an id, never an address. */
const recipientOf = (job: AccountDeliveryJob | NewsletterDeliveryJob) =>
  job.channel === 'newsletter' ? `newsletter to subscriber ${job.subscriberId}` : `${job.channel} to user ${job.userId}`;

/**
 * Sends one alert on one channel, to the address the read models hold as it sends (or to nobody, see destinationOf).
 * A job runs at least once (a worker that dies mid-job leaves it to another), so the send is guarded by a mark set
 * right after it succeeds: a job that already delivered completes without sending.
 * Only a worker that dies between the send and the mark sends twice (a mark that fails is logged, not retried); a
 * push message then carries the same Topic, which makes the push service keep one copy.
 * A gone push subscription is removed and the job completes; a permanent refusal fails the job at once; any other
 * failure is retried with backoff by the queue.
 */
export function createDeliveryHandler(options: DeliveryOptions): JobHandler<DeliveryJob> {
  const { channels, state, eventStore, readStore } = options;
  const clock = options.clock ?? (() => new Date());

  async function send(jobId: string, job: AccountDeliveryJob | NewsletterDeliveryJob, destination: Destination): Promise<void> {
    switch (destination.channel) {
      case 'email':
        return channels.email(destination.address, job.alert);
      case 'whatsapp':
        return channels.whatsapp(destination.phoneNumber, job.alert);
      case 'web-push':
        return channels.webPush(destination.target, job.alert, { topic: pushTopicOf(jobId) });
      case 'newsletter':
        if (!options.newsletter) {
          throw new PermanentDeliveryError('The newsletter is not sent by this notifier (it needs SMTP_URL, MAIL_FROM, PUBLIC_ORIGIN and NEWSLETTER_LINK_SECRET)');
        }
        return options.newsletter(destination.recipient, destination.alert);
    }
  }

  const deliverReminder = createReminderDelivery({
    channels,
    readStore,
    eventStore,
    whatsapp: options.whatsappStreakReminders ?? false,
    clock,
    logger: options.logger,
  });

  /** Marks a delivery as sent. Failing to must not fail the job, whose retry would send the alert again. */
  async function markSent(id: string): Promise<void> {
    // The mark only guards a job run again after its worker died, and a completed job's id is not run again.
    await state.markDelivered(id).catch((error: unknown) =>
      options.logger?.warn({ jobId: id, err: error }, 'An alert went out but could not be recorded as sent; it is not sent again'),
    );
  }

  return async ({ id, attempt, data: job }) => {
    if (await state.wasDelivered(id)) return;
    // A job of a newer release, on a channel or of an alert kind this one does not know. Completing it unsent would
    // lose the alert without a word; failing the attempt leaves it to the queue's retries (6, over about two and a half
    // minutes), which a worker of the newer release takes once it runs, and should every attempt meet an older worker,
    // to the failed jobs operators see. Checked before whether the alert still holds, which this release cannot judge
    // for a kind it does not know: so a job failed in a rollout may be one that would have been dropped anyway.
    if (!isKnownDelivery(job)) {
      throw new Error(
        `A delivery on the channel "${job.channel}" of a "${job.alert.kind}" alert, which this release does not know: left to a worker that does`,
      );
    }
    // A national queue drains for minutes: a question deleted, withdrawn or settled otherwise meanwhile is not
    // announced as the job, queued before, would have it.
    const question = await readStore.get<QuestionDocument>(ReadModel.questions, job.alert.questionId);
    if (!alertStillTrue(question, job.alert, clock())) return;
    if (job.channel === 'first-reachable') {
      if (await deliverReminder(id, job, attempt >= (options.deliveryAttempts ?? 1))) await markSent(id);
      return;
    }
    // A reminder queued one per channel, by a release before reminders took one channel: its checks were the
    // delivery's then, and sent now it could reach the player on every channel, or after ten at night. Dropped.
    if ((job.alert as QuestionAlert).kind === 'streak-reminder') return;
    const destination = await destinationOf(readStore, job);
    if (!destination) return;
    try {
      await send(id, job, destination);
    } catch (error) {
      if (error instanceof RecipientGoneError && destination.channel === 'web-push' && job.channel === 'web-push') {
        await removeGoneSubscription(eventStore, { userId: job.userId, endpoint: destination.target.endpoint, jobId: id, eventId: job.eventId }, clock());
        await state.markDelivered(id);
        return;
      }
      if (error instanceof PermanentDeliveryError || error instanceof RecipientGoneError) {
        throw new PermanentJobError(`${recipientOf(job)}: ${error.message}`);
      }
      throw error;
    }
    await markSent(id);
  };
}
