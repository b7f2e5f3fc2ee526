import type { EventType } from './domain-event.js';

/**
 * The events that record an erasure of personal data: an account deleted, a newsletter subscription erased, a comment
 * its author deleted. After one, nothing of what it erased may linger: the projector empties its read models' log,
 * and an older log's file is swept of what it held in the clear.
 */
export const ERASURE_EVENT_TYPES = ['UserDeleted', 'NewsletterSubscriptionErased', 'CommentDeleted'] as const satisfies readonly EventType[];

export type ErasureEventType = (typeof ERASURE_EVENT_TYPES)[number];

const erasures: ReadonlySet<string> = new Set(ERASURE_EVENT_TYPES);

export function isErasureEvent(event: { type: string }): boolean {
  return erasures.has(event.type);
}
