import { createHash } from 'node:crypto';
import {
  ReadModel,
  streams,
  type DomainEvent,
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
  type NewsletterSender,
  type WebPushTarget,
} from './alerts/alert.js';
import { alertStillTrue } from './alerts/alert-still-true.js';
import { channelAddress } from './channel-address.js';
import { reminderStillWanted } from './streaks/reminder-still-wanted.js';
import { secondsLeftToRemind } from './streaks/reminder-time.js';
import type { AccountDeliveryJob, DeliveryJob } from './jobs/alert-jobs.js';
import type { NotifierState } from './state/notifier-state.js';

/**
 * The Topic of a delivery's push message: at most 32 characters of URL-safe base64 (RFC 8030), the same for every
 * attempt at one delivery, so that a copy sent again replaces the first at the push service.
 */
export function pushTopicOf(jobId: string): string {
  return createHash('sha256').update(jobId).digest('base64url').slice(0, 32);
}

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
 * channel turned off or its address removed, the browser unsubscribed, the subscriber left the newsletter list, or a
 * streak's reminder is no longer wanted (reminder-still-wanted.ts), since the fan-out queued it.
 */
async function destinationOf(readStore: ReadStore, job: DeliveryJob, now: Date): Promise<Destination | undefined> {
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
  if (job.alert.kind === 'streak-reminder' && !(await reminderStillWanted(readStore, user, job.alert.day, now))) return undefined;
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
const recipientOf = (job: DeliveryJob) =>
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

  async function send(jobId: string, job: DeliveryJob, destination: Destination): Promise<void> {
    switch (destination.channel) {
      case 'email':
        return channels.email(destination.address, job.alert);
      case 'whatsapp':
        return channels.whatsapp(destination.phoneNumber, job.alert);
      case 'web-push': {
        const { alert } = job;
        const ttl = alert.kind === 'streak-reminder' ? { ttlSeconds: secondsLeftToRemind(alert.day, clock()) } : {};
        return channels.webPush(destination.target, alert, { topic: pushTopicOf(jobId), ...ttl });
      }
      case 'newsletter':
        if (!options.newsletter) {
          throw new PermanentDeliveryError('The newsletter is not sent by this notifier (it needs SMTP_URL, MAIL_FROM, PUBLIC_ORIGIN and NEWSLETTER_LINK_SECRET)');
        }
        return options.newsletter(destination.recipient, destination.alert);
    }
  }

  /** Appends PushUnsubscribed unless the subscription's stream already ends it (a retry, or the user beat us). */
  async function removeSubscription(jobId: string, job: AccountDeliveryJob, endpoint: string): Promise<void> {
    const streamId = streams.pushSubscriptions(job.userId);
    const history = await eventStore.readStream(streamId);
    const last = history.findLast(
      (event) => (event.type === 'PushSubscribed' || event.type === 'PushUnsubscribed') && event.data.endpoint === endpoint,
    );
    if (last?.type !== 'PushSubscribed') return;
    const event: DomainEvent = { type: 'PushUnsubscribed', data: { userId: job.userId, endpoint } };
    // Expected revision: a new subscription appended meanwhile makes this fail, and the retry then sees it.
    await eventStore.append(streamId, [event], {
      expectedRevision: history.at(-1)!.revision,
      metadata: { actorId: null, correlationId: jobId, causationId: job.eventId, occurredAt: clock().toISOString() },
    });
  }

  return async ({ id, data: job }) => {
    if (await state.wasDelivered(id)) return;
    // A national queue drains for minutes: a question deleted, withdrawn or settled otherwise meanwhile is not
    // announced as the job, queued before, would have it.
    const question = await readStore.get<QuestionDocument>(ReadModel.questions, job.alert.questionId);
    if (!alertStillTrue(question, job.alert, clock())) return;
    const destination = await destinationOf(readStore, job, clock());
    if (!destination) return;
    try {
      await send(id, job, destination);
    } catch (error) {
      if (error instanceof RecipientGoneError && destination.channel === 'web-push' && job.channel === 'web-push') {
        await removeSubscription(id, job, destination.target.endpoint);
        await state.markDelivered(id);
        return;
      }
      if (error instanceof PermanentDeliveryError || error instanceof RecipientGoneError) {
        throw new PermanentJobError(`${recipientOf(job)}: ${error.message}`);
      }
      throw error;
    }
    // Sent: failing to record it must not fail the job, whose retry would send the alert again. The mark only guards
    // a job run again after its worker died, and a completed job's id is not run again.
    await state.markDelivered(id).catch((error: unknown) =>
      options.logger?.warn({ jobId: id, err: error }, 'An alert went out but could not be recorded as sent; it is not sent again'),
    );
  };
}
