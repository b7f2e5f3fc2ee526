import { createHash } from 'node:crypto';
import { streams, type DomainEvent } from '@iec-bets/contracts';
import { PermanentJobError, type EventStore, type JobHandler } from '@iec-bets/platform';
import { PermanentDeliveryError, RecipientGoneError, type AlertChannels } from './alerts/alert.js';
import type { DeliveryJob } from './jobs/alert-jobs.js';
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
  state: NotifierState;
  /** Where a push subscription that the push service says is gone gets removed (PushUnsubscribed). */
  eventStore: EventStore;
  clock?: () => Date;
}

/**
 * Sends one alert on one channel. A job runs at least once (a worker that dies mid-job leaves it to another), so the
 * send is guarded by a mark set right after it succeeds: a job that already delivered completes without sending.
 * Only a worker that dies between the send and the mark sends twice; a push message then carries the same Topic,
 * which makes the push service keep one copy.
 * A gone push subscription is removed and the job completes; a permanent refusal fails the job at once; any other
 * failure is retried with backoff by the queue.
 */
export function createDeliveryHandler(options: DeliveryOptions): JobHandler<DeliveryJob> {
  const { channels, state, eventStore } = options;
  const clock = options.clock ?? (() => new Date());

  async function send(jobId: string, job: DeliveryJob): Promise<void> {
    switch (job.channel) {
      case 'email':
        return channels.email(job.address, job.alert);
      case 'whatsapp':
        return channels.whatsapp(job.phoneNumber, job.alert);
      case 'web-push':
        return channels.webPush(job.target, job.alert, { topic: pushTopicOf(jobId) });
    }
  }

  /** Appends PushUnsubscribed unless the subscription's stream already ends it (a retry, or the user beat us). */
  async function removeSubscription(jobId: string, job: Extract<DeliveryJob, { channel: 'web-push' }>): Promise<void> {
    const streamId = streams.pushSubscriptions(job.userId);
    const history = await eventStore.readStream(streamId);
    const last = history.findLast(
      (event) => (event.type === 'PushSubscribed' || event.type === 'PushUnsubscribed') && event.data.endpoint === job.target.endpoint,
    );
    if (last?.type !== 'PushSubscribed') return;
    const event: DomainEvent = { type: 'PushUnsubscribed', data: { userId: job.userId, endpoint: job.target.endpoint } };
    // Expected revision: a new subscription appended meanwhile makes this fail, and the retry then sees it.
    await eventStore.append(streamId, [event], {
      expectedRevision: history.at(-1)!.revision,
      metadata: { actorId: null, correlationId: jobId, causationId: job.eventId, occurredAt: clock().toISOString() },
    });
  }

  return async ({ id, data: job }) => {
    if (await state.wasDelivered(id)) return;
    try {
      await send(id, job);
    } catch (error) {
      if (error instanceof RecipientGoneError && job.channel === 'web-push') {
        await removeSubscription(id, job);
        await state.markDelivered(id);
        return;
      }
      if (error instanceof PermanentDeliveryError || error instanceof RecipientGoneError) {
        throw new PermanentJobError(`${job.channel} to user ${job.userId}: ${error.message}`);
      }
      throw error;
    }
    await state.markDelivered(id);
  };
}
