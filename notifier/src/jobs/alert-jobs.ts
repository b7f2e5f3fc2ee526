import type { QuestionAlert } from '../alerts/alert.js';

/** The reactor's jobs: one per alerting event, which works out the recipients and adds their deliveries. */
export const FAN_OUT_QUEUE = 'alert-fanout';
/** One job per recipient and channel (per browser for web push). */
export const DELIVERY_QUEUE = 'alert-delivery';

export type FanOutJob =
  | { kind: 'new-question'; eventId: string; position: number; questionId: string }
  | { kind: 'question-resolved'; eventId: string; position: number; questionId: string; correctOptionId: string }
  | { kind: 'resolution-corrected'; eventId: string; position: number; questionId: string; correctOptionId: string };

interface DeliveryBase {
  eventId: string;
  userId: string;
  alert: QuestionAlert;
}

/**
 * One delivery: to whom, on which channel (which browser, for web push), and what it tells them. Never the address:
 * the delivery reads it from the read models as it sends. A job that waits, or fails and is kept, then holds nothing
 * that reaches the person (POPIA: an erased account's address must not outlive it in a queue), and an account
 * deleted or a channel turned off in the meantime gets nothing.
 */
export type DeliveryJob = DeliveryBase & ({ channel: 'email' } | { channel: 'whatsapp' } | { channel: 'web-push'; subscriptionId: string });

export const fanOutJobId = (eventId: string) => `${eventId}:fan-out`;

/**
 * `<eventId>:<userId>:<channel>`, and the browser's subscription id after it for web push: the same event reaching
 * the same person on the same channel is one job, however often the event is handled.
 */
export function deliveryJobId(job: DeliveryJob): string {
  const base = `${job.eventId}:${job.userId}:${job.channel}`;
  return job.channel === 'web-push' ? `${base}:${job.subscriptionId}` : base;
}
