import type { PushSubscriptionDocument, UserDocument } from '@iec-bets/contracts';
import type { JobQueue, NewJob, ReadStore } from '@iec-bets/platform';
import type { EveryChannelAlert } from './alerts/alert.js';
import { channelAddress } from './channel-address.js';
import { deliveryJobId, type AccountDeliveryJob, type DeliveryJob } from './jobs/alert-jobs.js';
import { pushSubscriptionsOf } from './recipients.js';

/** One account and what it is to be told. */
export interface Addressee {
  user: UserDocument;
  alert: EveryChannelAlert;
}

/** One account's deliveries: one per channel they turned on and can be reached on, one per browser for push. */
export function deliveriesFor(
  eventId: string,
  { user, alert }: Addressee,
  subscriptions: readonly PushSubscriptionDocument[],
): AccountDeliveryJob[] {
  const about = { eventId, userId: user.id, alert };
  const jobs: AccountDeliveryJob[] = [];
  if (channelAddress(user, 'email')) jobs.push({ ...about, channel: 'email' });
  if (channelAddress(user, 'whatsapp')) jobs.push({ ...about, channel: 'whatsapp' });
  if (user.browserNotifications) {
    for (const subscription of subscriptions) jobs.push({ ...about, channel: 'web-push', subscriptionId: subscription.id });
  }
  return jobs;
}

export interface PageDeliveryOptions {
  readStore: ReadStore;
  deliveryQueue: JobQueue<DeliveryJob>;
  /** The event (or evening) every delivery is of: part of each delivery's id, so a page added twice is kept once. */
  eventId: string;
  /** The page size of the push subscriptions' read. */
  pageSize: number;
}

/** Lets the server's requests in: the embedded stores answer synchronously under their promises. */
export const yieldToRequests = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Adds one page of a walk's deliveries: the page's push subscriptions read in one query, its deliveries added in one
 * bulk add, then a turn for the server's requests before the walk reads its next page. What a fan-out holds is one
 * page, whatever the audience.
 */
export async function addPageDeliveries(options: PageDeliveryOptions, addressees: readonly Addressee[]): Promise<void> {
  const { readStore, deliveryQueue, eventId, pageSize } = options;
  const pushUsers = addressees.filter(({ user }) => user.browserNotifications).map(({ user }) => user.id);
  const subscriptions = await pushSubscriptionsOf(readStore, pushUsers, pageSize);
  const deliveries: Array<NewJob<DeliveryJob>> = addressees
    .flatMap((addressee) => deliveriesFor(eventId, addressee, subscriptions.get(addressee.user.id) ?? []))
    .map((delivery) => ({ id: deliveryJobId(delivery), data: delivery }));
  if (deliveries.length > 0) await deliveryQueue.add(deliveries);
  await yieldToRequests();
}
