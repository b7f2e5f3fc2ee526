import type { EveryChannelAlert, NewQuestionAlert, QuestionAlert, StreakReminderAlert } from '../alerts/alert.js';

/** The reactor's jobs: one per alerting event, which works out the recipients and adds their deliveries. */
export const FAN_OUT_QUEUE = 'alert-fanout';
/** One job per recipient and channel (per browser for web push), and one per newsletter subscriber. */
export const DELIVERY_QUEUE = 'alert-delivery';

/**
 * One job per newsletter subscription, which comes due an hour after its time to be confirmed ran out and erases it
 * if nobody confirmed it (newsletter/unconfirmed-expiry.ts). A queue of its own: its jobs wait a week, where a
 * fan-out's wait at most for a question's day.
 */
export const NEWSLETTER_DEADLINE_QUEUE = 'newsletter-deadline';

export interface ConfirmationDeadlineJob {
  kind: 'newsletter-confirmation-deadline';
  eventId: string;
  position: number;
  subscriberId: string;
  subscriptionId: string;
}

/**
 * One job per South African evening, due at its reminder hour, which finds the players whose streak ends at midnight
 * and adds their reminders' deliveries (streaks/streak-reminder-fan-out.ts). A queue of its own: its jobs wait a day,
 * and one is always waiting, where the fan-out queue empties once an event's alerts are out.
 */
export const STREAK_REMINDER_QUEUE = 'streak-reminder';

/** One evening's reminders. No event stands behind it: `eventId` names the evening, and so every delivery of it. */
export interface StreakReminderJob {
  kind: 'streak-reminder';
  eventId: string;
  /** The day, YYYY-MM-DD, whose streaks end at its midnight. */
  day: string;
}

export type FanOutJob =
  | { kind: 'new-question'; eventId: string; position: number; questionId: string }
  | { kind: 'question-resolved'; eventId: string; position: number; questionId: string; correctOptionId: string }
  | { kind: 'resolution-corrected'; eventId: string; position: number; questionId: string; correctOptionId: string };

interface DeliveryBase {
  eventId: string;
  userId: string;
  /** A streak reminder goes as one job instead, on the first channel that takes it (ReminderDeliveryJob). */
  alert: EveryChannelAlert;
}

/** One alert to an account: to whom, on which channel (which browser, for web push), and what it tells them. */
export type AccountDeliveryJob = DeliveryBase & ({ channel: 'email' } | { channel: 'whatsapp' } | { channel: 'web-push'; subscriptionId: string });

/**
 * A streak reminder to one account: one job, not one per channel, because a reminder goes once, on the first of the
 * player's channels that takes it, chosen as it is sent (streaks/reminder-delivery.ts). A channel chosen when the
 * evening's walk queued it could be a browser whose subscription has lapsed, and the evening would pass in silence.
 */
export interface ReminderDeliveryJob {
  channel: 'first-reachable';
  eventId: string;
  userId: string;
  alert: StreakReminderAlert;
}

/**
 * The daily question to one confirmed newsletter subscriber, who may have no account: a list of its own, kept apart
 * from the accounts' alerts (someone on both may get both).
 */
export interface NewsletterDeliveryJob {
  channel: 'newsletter';
  eventId: string;
  /** The subscriber's id in the newsletter list (ReadModel.newsletterSubscribers), never their address. */
  subscriberId: string;
  alert: NewQuestionAlert;
}

/**
 * One delivery. Never the address: the delivery reads it from the read models as it sends. A job that waits, or fails
 * and is kept, then holds nothing that reaches the person (POPIA: an erased account's or subscription's address must
 * not outlive it in a queue), and an account deleted, a channel turned off or a subscriber gone from the list in the
 * meantime gets nothing.
 */
export type DeliveryJob = AccountDeliveryJob | ReminderDeliveryJob | NewsletterDeliveryJob;

/** Every channel a delivery of this release can name: a Record, so that a channel added to DeliveryJob must join it. */
const DELIVERY_CHANNELS: Record<DeliveryJob['channel'], true> = {
  email: true,
  whatsapp: true,
  'web-push': true,
  'first-reachable': true,
  newsletter: true,
};

/** Every kind of alert a delivery of this release can carry, a Record for the same reason. */
const DELIVERED_ALERT_KINDS: Record<QuestionAlert['kind'], true> = {
  'new-question': true,
  'question-resolved': true,
  'resolution-corrected': true,
  'streak-reminder': true,
};

/**
 * Whether this release knows what a queued job asks: its channel and its alert's kind. In a rolling deploy the
 * workers of two releases drain one queue for a while, and a job a newer release queued can reach an older worker.
 */
export const isKnownDelivery = (job: { channel: string; alert: { kind: string } }): boolean =>
  Object.hasOwn(DELIVERY_CHANNELS, job.channel) && Object.hasOwn(DELIVERED_ALERT_KINDS, job.alert.kind);

export const fanOutJobId = (eventId: string) => `${eventId}:fan-out`;

/**
 * `<eventId>:<userId>:<channel>` (`first-reachable` for a reminder), and the browser's subscription id after it for web
 * push; `<eventId>:newsletter:<subscriberId>` for the newsletter: the same event reaching the same person on the same
 * channel is one job, however often the event is handled.
 */
export function deliveryJobId(job: DeliveryJob): string {
  if (job.channel === 'newsletter') return `${job.eventId}:newsletter:${job.subscriberId}`;
  const base = `${job.eventId}:${job.userId}:${job.channel}`;
  return job.channel === 'web-push' ? `${base}:${job.subscriptionId}` : base;
}
