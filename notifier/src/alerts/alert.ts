/**
 * What one recipient is told, independent of the channel that carries it. The reactor builds alerts from events;
 * each channel renders them in its own form (push payload, WhatsApp template, email).
 */
export type Alert =
  | { kind: 'new-question'; questionId: string; questionText: string }
  | {
      kind: 'question-resolved';
      questionId: string;
      questionText: string;
      correctOptionId: string;
      /** 'Yes' or 'No': the SPEC's resolved notification names the correct answer by its text. */
      correctOptionText: string;
      /** Whether this recipient's answer was right; null for a recipient who did not answer. */
      wasCorrect: boolean | null;
    }
  | {
      /** An admin corrected the outcome: told to everyone who answered, with how their answer now stands. */
      kind: 'resolution-corrected';
      questionId: string;
      questionText: string;
      correctOptionId: string;
      correctOptionText: string;
      wasCorrect: boolean | null;
    }
  | {
      /**
       * The evening reminder to a player who has not predicted today, with a streak that ends at midnight unless they
       * do: `streak` days through yesterday, and one of today's open questions to answer.
       */
      kind: 'streak-reminder';
      questionId: string;
      questionText: string;
      streak: number;
      /** The South African day (YYYY-MM-DD) whose midnight ends the streak: a reminder is true on that evening alone. */
      day: string;
    }
  | { kind: 'test' };

/**
 * The alerts about a question, which the notifier's jobs carry. The test alert is never queued: the command side sends
 * it at once, by email or WhatsApp, through the same channels.
 */
export type QuestionAlert = Exclude<Alert, { kind: 'test' }>;

/** The one alert the newsletter carries: the daily question, to subscribers who may have no account. */
export type NewQuestionAlert = Extract<QuestionAlert, { kind: 'new-question' }>;

export type StreakReminderAlert = Extract<QuestionAlert, { kind: 'streak-reminder' }>;

/** The alerts that go on every channel the player has on: all but the streak reminder, which goes on one. */
export type EveryChannelAlert = Exclude<QuestionAlert, StreakReminderAlert>;

export type AlertChannel = 'web-push' | 'whatsapp' | 'email';

/** A browser's push subscription as the Push API gives it (PushSubscription.toJSON()). */
export interface WebPushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** How one push message travels: its Topic (see AlertChannels.webPush), and how long the push service may hold it. */
export interface PushDelivery {
  topic?: string;
  /**
   * Seconds the push service keeps the message for a browser that is offline (the TTL header); a day unless said.
   * A streak's reminder keeps until its evening's last hour: shown the next morning, it would speak of a streak gone.
   */
  ttlSeconds?: number;
}

/**
 * Sends one alert to one address. A channel throws `RecipientGoneError` when the address no longer exists (a push
 * subscription answered 404/410), `PermanentDeliveryError` when retrying cannot help (the service refused the
 * request as invalid), and any other error for a failure worth retrying (5xx, timeouts, refused connections).
 */
export interface AlertChannels {
  /**
   * `topic` names the delivery (RFC 8030 Topic): should it be sent again (a worker died between sending and marking
   * it sent), the push service replaces the first copy it still holds, and the browser shows the alert once.
   */
  webPush(target: WebPushTarget, alert: Alert, delivery?: PushDelivery): Promise<void>;
  whatsapp(phoneNumber: string, alert: Alert): Promise<void>;
  email(address: string, alert: Alert): Promise<void>;
}

/** A confirmed newsletter subscriber as the read models hold them when the email goes: where, and which subscription. */
export interface NewsletterRecipient {
  address: string;
  subscriberId: string;
  /** The subscription the links to leave the list name: the one that is on the list now. */
  subscriptionId: string;
}

/**
 * Sends the daily question to one newsletter subscriber, with the links to leave the list. Throws as the channels do:
 * `PermanentDeliveryError` when retrying cannot help, any other error for a failure worth retrying.
 */
export type NewsletterSender = (recipient: NewsletterRecipient, alert: NewQuestionAlert) => Promise<void>;

export class RecipientGoneError extends Error {
  override readonly name = 'RecipientGoneError';
}

export class PermanentDeliveryError extends Error {
  override readonly name = 'PermanentDeliveryError';
}
