import { streams, type DomainEvent } from '@iec-bets/contracts';
import { blankedPersonalData, commentSubject, newsletterSubject, personalFieldsOf, type StoredEvent } from '@iec-bets/platform';
import { isDeepStrictEqual } from 'node:util';

/**
 * What makes a redaction (an event blanked in place, EventMetadata's `redaction`) legitimate. A blanked event's
 * content, its other fields included, can no longer be checked against its hash, so the checker holds each one to
 * what an erasure does: only an event of a kind that carries a person's data is blanked; nothing personal is left in
 * it; it stands in that person's own stream; and that stream records the person's erasure (`UserDeleted` in
 * `user-<id>`, which also covers `pushsubscription-<id>`; `NewsletterSubscriptionErased` in the subscription's
 * `newsletter-<subscriberId>`; `CommentDeleted`, the author's own deletion, in the comment's `comment-<commentId>`).
 *
 * Fed every event of the log in order; `unexplained` answers at the end, once every erasure has been seen.
 */
export class RedactionCheck {
  /** Erasures seen, each as the stream that records it and whose data it erased. */
  private readonly erased = new Set<string>();
  /** Each redacted event whose erasure has not been seen yet, by that erasure. */
  private readonly awaitingErasure = new Map<string, StoredEvent>();
  private count = 0;

  get redacted(): number {
    return this.count;
  }

  /** Why the event cannot have been redacted as the product redacts, or undefined. */
  note(event: StoredEvent): string | undefined {
    const erasure = erasureRecordedBy(event);
    if (erasure) {
      this.erased.add(erasure);
      this.awaitingErasure.delete(erasure);
    }
    if (!event.metadata.redaction) return undefined;
    this.count++;
    const personal = personalFieldsOf({ type: event.type, data: event.data } as DomainEvent);
    if (!personal) return 'it was blanked, but events of its type carry no personal data';
    const data = event.data as Record<string, unknown>;
    if (!isDeepStrictEqual(blankedPersonalData(personal, data), data)) return 'it was blanked, yet holds personal data';
    const needed = erasureExplaining(event, personal.subject(data));
    if (!needed) return "it was blanked, but it does not stand in its person's own stream";
    if (!this.erased.has(needed) && !this.awaitingErasure.has(needed)) this.awaitingErasure.set(needed, event);
    return undefined;
  }

  /** The first redacted event whose erasure the whole log never records. */
  unexplained(): StoredEvent | undefined {
    return [...this.awaitingErasure.values()].sort((a, b) => a.position - b.position)[0];
  }
}

/** The erasure an erasure event records, as `<stream>#<subject>`, when it stands where the product records it. */
function erasureRecordedBy(event: StoredEvent): string | undefined {
  const data = event.data as Record<string, unknown>;
  if (event.type === 'UserDeleted' && event.streamId === streams.user(String(data.userId))) return `${event.streamId}#${String(data.userId)}`;
  if (event.type === 'NewsletterSubscriptionErased' && event.streamId === streams.newsletter(String(data.subscriberId))) {
    return `${event.streamId}#${newsletterSubject(String(data.subscriptionId))}`;
  }
  if (event.type === 'CommentDeleted' && event.streamId === streams.comment(String(data.commentId))) {
    return `${event.streamId}#${commentSubject(String(data.commentId))}`;
  }
  return undefined;
}

/** The erasure that would explain blanking `event` of `subject`, or undefined when it is not in the person's streams. */
function erasureExplaining(event: StoredEvent, subject: string): string | undefined {
  const data = event.data as Record<string, unknown>;
  if (event.type === 'NewsletterSubscribed') {
    return event.streamId === streams.newsletter(String(data.subscriberId)) ? `${event.streamId}#${subject}` : undefined;
  }
  if (event.type === 'CommentPosted') {
    return event.streamId === streams.comment(String(data.commentId)) ? `${event.streamId}#${subject}` : undefined;
  }
  return streams.personalDataOf(subject).includes(event.streamId) ? `${streams.user(subject)}#${subject}` : undefined;
}

export const UNEXPLAINED_REDACTION = 'it was blanked, but the log records no erasure of the person whose data it held';
