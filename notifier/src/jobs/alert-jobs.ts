import type { QuestionAlert, WebPushTarget } from '../alerts/alert.js';

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

export type DeliveryJob = DeliveryBase &
  (
    | { channel: 'email'; address: string }
    | { channel: 'whatsapp'; phoneNumber: string }
    | { channel: 'web-push'; target: WebPushTarget; subscriptionId: string }
  );

export const fanOutJobId = (eventId: string) => `${eventId}:fan-out`;

/**
 * `<eventId>:<userId>:<channel>`, and the browser's subscription id after it for web push: the same event reaching
 * the same person on the same channel is one job, however often the event is handled.
 */
export function deliveryJobId(job: DeliveryJob): string {
  const base = `${job.eventId}:${job.userId}:${job.channel}`;
  return job.channel === 'web-push' ? `${base}:${job.subscriptionId}` : base;
}
