import { ReadModel, type UserDocument } from '@iec-bets/contracts';
import { PermanentJobError, type ConsumerLogger, type EventStore, type ReadStore } from '@iec-bets/platform';
import { PermanentDeliveryError, RecipientGoneError, type AlertChannels } from '../alerts/alert.js';
import { channelAddress } from '../channel-address.js';
import type { ReminderDeliveryJob } from '../jobs/alert-jobs.js';
import { pushTopicOf } from '../push-topic.js';
import { removeGoneSubscription } from '../push-subscription-removal.js';
import { pushSubscriptionsOf } from '../recipients.js';
import { reminderStillWanted } from './reminder-still-wanted.js';
import { reminderStillTimely, secondsLeftToRemind } from './reminder-time.js';

/**
 * The channels a streak reminder may take, most immediate first. A reminder is a nudge, not news: on three channels at
 * once it reads as nagging, and a player who feels nagged turns it off. So it goes once, on the first of these that
 * takes it: a browser notification (free, and seen on the phone in hand), then WhatsApp (read as soon as it arrives,
 * but a paid template), then email (the slowest to be read the same evening).
 */
export const REMINDER_CHANNELS = ['web-push', 'whatsapp', 'email'] as const;
type ReminderChannel = (typeof REMINDER_CHANNELS)[number];

export interface ReminderDeliveryOptions {
  channels: AlertChannels;
  readStore: ReadStore;
  /** Where a browser subscription that the push service says is gone is removed. */
  eventStore: EventStore;
  /** Whether WhatsApp carries reminders: only with an approved template for them, and WhatsApp configured. */
  whatsapp: boolean;
  clock: () => Date;
  logger?: Pick<ConsumerLogger, 'warn'> | undefined;
}

/** How one channel's try went: sent, nothing to send on (off, no address, no browser), or failed. */
type Outcome = { sent: true } | { sent: false; failures: Error[] };

const isPermanent = (error: Error) => error instanceof PermanentDeliveryError || error instanceof RecipientGoneError;
const asError = (thrown: unknown) => (thrown instanceof Error ? thrown : new Error(String(thrown)));

/**
 * Sends one player's reminder on the first channel in REMINDER_CHANNELS that takes it, read as it sends: every
 * browser of theirs (each message with a Topic of its own, stable across retries), else WhatsApp, else email. A
 * browser the push service says is gone is removed, and a channel that refuses for good is passed over: the next one
 * is tried the same evening. A channel that failed for a reason that may pass (a push service or mail server out of
 * reach) is tried again by the queue, from the first channel, since the message may have got through and another
 * channel would make two; only on the job's last attempt does the reminder move on past it. Answers whether a reminder
 * went out; a job whose every channel refused fails for good.
 */
export function createReminderDelivery(options: ReminderDeliveryOptions) {
  const { channels, readStore, eventStore, clock } = options;

  async function tryPush(jobId: string, job: ReminderDeliveryJob, user: UserDocument): Promise<Outcome> {
    const failures: Error[] = [];
    if (!user.browserNotifications) return { sent: false, failures };
    const subscriptions = (await pushSubscriptionsOf(readStore, [user.id])).get(user.id) ?? [];
    let sent = false;
    for (const subscription of subscriptions) {
      const target = { endpoint: subscription.endpoint, keys: { ...subscription.keys } };
      try {
        const delivery = { topic: pushTopicOf(`${jobId}:${subscription.id}`), ttlSeconds: secondsLeftToRemind(job.alert.day, clock()) };
        await channels.webPush(target, job.alert, delivery);
        sent = true;
      } catch (thrown) {
        const error = asError(thrown);
        if (!(error instanceof RecipientGoneError)) {
          failures.push(error);
          continue;
        }
        // Removing it must not fail the job: a browser of theirs may have taken the reminder already, and a retry
        // would send it there again. A removal that failed is made by the next message that finds the browser gone.
        const gone = { userId: user.id, endpoint: subscription.endpoint, jobId, eventId: job.eventId };
        await removeGoneSubscription(eventStore, gone, clock()).catch((removal: unknown) =>
          options.logger?.warn({ jobId, err: removal }, 'A browser the push service says is gone could not be removed yet'),
        );
      }
    }
    return sent ? { sent } : { sent, failures };
  }

  async function tryAddress(job: ReminderDeliveryJob, user: UserDocument, channel: 'whatsapp' | 'email'): Promise<Outcome> {
    const address = channelAddress(user, channel);
    if (!address || (channel === 'whatsapp' && !options.whatsapp)) return { sent: false, failures: [] };
    try {
      await (channel === 'whatsapp' ? channels.whatsapp(address, job.alert) : channels.email(address, job.alert));
      return { sent: true };
    } catch (thrown) {
      return { sent: false, failures: [asError(thrown)] };
    }
  }

  const tryChannel = (jobId: string, job: ReminderDeliveryJob, user: UserDocument, channel: ReminderChannel) =>
    channel === 'web-push' ? tryPush(jobId, job, user) : tryAddress(job, user, channel);

  /** `lastAttempt`: whether the queue will not try this job again, so a failure that may pass moves on too. */
  return async function deliverReminder(jobId: string, job: ReminderDeliveryJob, lastAttempt: boolean): Promise<boolean> {
    const user = await readStore.get<UserDocument>(ReadModel.users, job.userId);
    if (!user || !(await reminderStillWanted(readStore, user, clock()))) return false;
    const failures: Error[] = [];
    for (const channel of REMINDER_CHANNELS) {
      // Each channel can wait on its limit and its timeouts: none is tried once the evening's hours are over.
      if (!reminderStillTimely(job.alert.day, clock())) return false;
      const outcome = await tryChannel(jobId, job, user, channel);
      if (outcome.sent) return true;
      const passing = outcome.failures.find((failure) => !isPermanent(failure));
      if (passing && !lastAttempt) throw passing;
      for (const failure of outcome.failures) {
        options.logger?.warn({ jobId, channel, err: failure }, 'A streak reminder could not go on this channel; the next one is tried');
      }
      failures.push(...outcome.failures);
    }
    const passing = failures.find((failure) => !isPermanent(failure));
    if (passing) throw passing;
    if (failures.length > 0) {
      throw new PermanentJobError(`streak reminder to user ${job.userId}: ${failures.map((failure) => failure.message).join('; ')}`);
    }
    return false;
  };
}
