import type { DomainEvent } from '@iec-bets/contracts';
import { blankedPersonalData, newsletterSubject, personalFieldsOf, type StoredEvent } from '@iec-bets/platform';
import { isDeepStrictEqual } from 'node:util';

/**
 * What makes a redaction (an event blanked in place, EventMetadata's `redaction`) legitimate: an event's content
 * can no longer be checked once blanked, so the checker holds each one to what the product does. Only an event that
 * carries a person's data is ever blanked; only that data is blank; and the log records that person's erasure.
 *
 * Fed every event of the log in order; `unexplained` answers at the end, once every erasure has been seen.
 */
export class RedactionCheck {
  private readonly erased = new Set<string>();
  /** Each redacted event whose subject's erasure has not been seen yet, by subject. */
  private readonly awaitingErasure = new Map<string, StoredEvent>();
  private count = 0;

  get redacted(): number {
    return this.count;
  }

  /** Why the event cannot have been redacted as the product redacts, or undefined. */
  note(event: StoredEvent): string | undefined {
    const erasedSubject = subjectErasedBy(event);
    if (erasedSubject) {
      this.erased.add(erasedSubject);
      this.awaitingErasure.delete(erasedSubject);
    }
    if (!event.metadata.redaction) return undefined;
    this.count++;
    const personal = personalFieldsOf({ type: event.type, data: event.data } as DomainEvent);
    if (!personal) return 'it was blanked, but events of its type carry no personal data';
    const data = event.data as Record<string, unknown>;
    if (!isDeepStrictEqual(blankedPersonalData(personal, data), data)) return 'it was blanked, yet holds personal data';
    const subject = personal.subject(data);
    if (!this.erased.has(subject) && !this.awaitingErasure.has(subject)) this.awaitingErasure.set(subject, event);
    return undefined;
  }

  /** The first redacted event whose subject the whole log never erased. */
  unexplained(): StoredEvent | undefined {
    return [...this.awaitingErasure.values()].sort((a, b) => a.position - b.position)[0];
  }
}

/** The personal-data subject an erasure event erases, or undefined for any other event. */
function subjectErasedBy(event: StoredEvent): string | undefined {
  const data = event.data as Record<string, unknown>;
  if (event.type === 'UserDeleted') return String(data.userId);
  if (event.type === 'NewsletterSubscriptionErased') return newsletterSubject(String(data.subscriptionId));
  return undefined;
}

export const UNEXPLAINED_REDACTION = 'it was blanked, but the log records no erasure of the person whose data it held';
