import { NEWSLETTER_CONFIRMATION_LINK_DAYS, type RecordedEvent } from '@iec-bets/contracts';

/** The subscription an address's stream holds now, as the command side and the notifier both need to know it. */
export interface CurrentSubscription {
  subscriptionId: string;
  confirmed: boolean;
  /** When it was asked for: the end of its time to be confirmed is counted from here. */
  requestedAt: string;
}

/**
 * The address's live subscription, read from its stream (`newsletter-<subscriberId>`); null when it has none. The
 * first live subscription stands, as on the admins' list and in the command side's decider, should the log ever hold
 * a second; a confirmation or erasure of another subscription than that one changes nothing.
 */
export function currentSubscriptionIn(history: readonly RecordedEvent[]): CurrentSubscription | null {
  // Widened: the compiler would otherwise take it for null alone inside the loop.
  let current = null as CurrentSubscription | null;
  for (const event of history) {
    switch (event.type) {
      case 'NewsletterSubscribed':
        current ??= { subscriptionId: event.data.subscriptionId, confirmed: false, requestedAt: event.metadata.occurredAt };
        break;
      case 'NewsletterSubscriptionConfirmed':
        if (current && current.subscriptionId === event.data.subscriptionId) current = { ...current, confirmed: true };
        break;
      case 'NewsletterSubscriptionErased':
        if (current?.subscriptionId === event.data.subscriptionId) current = null;
        break;
      default:
        break;
    }
  }
  return current;
}

const DAY_MS = 24 * 60 * 60_000;

/**
 * When a subscription's time to be confirmed ends (epoch milliseconds): every link that confirms it stops working
 * then, however late it was mailed, and an unconfirmed subscription is erased soon after (the notifier's job), since
 * an address nobody confirmed is kept for nothing.
 */
export function confirmationDeadlineOf(subscription: Pick<CurrentSubscription, 'requestedAt'>): number {
  return Date.parse(subscription.requestedAt) + NEWSLETTER_CONFIRMATION_LINK_DAYS * DAY_MS;
}

/**
 * How long after a subscription's last link stopped working it may be erased as unconfirmed: longer than any request
 * that passed the link's check just before the deadline could take to record its confirmation, so that no erasure
 * ever meets a confirmation on its way.
 */
export const CONFIRMATION_DEADLINE_MARGIN_MS = 60 * 60_000;

/** When an unconfirmed subscription is erased (epoch milliseconds): the deadline and the margin after it. */
export function unconfirmedErasureDueAt(subscription: Pick<CurrentSubscription, 'requestedAt'>): number {
  return confirmationDeadlineOf(subscription) + CONFIRMATION_DEADLINE_MARGIN_MS;
}

/** Whether the subscription is one nobody confirmed in its time, which may be erased now. */
export function isExpiredUnconfirmed(subscription: CurrentSubscription, now: Date): boolean {
  return !subscription.confirmed && now.getTime() >= unconfirmedErasureDueAt(subscription);
}
