import type { PublicHistoryEntry, RecordedEvent } from '@iec-bets/contracts';
import { contentHash } from '@iec-bets/platform';

/**
 * What the public sees of each step of a question's life. Admins act in the open: their steps show who took them
 * and everything they say, so anyone can recompute each step's content hash. A user's dispute shows that it
 * happened, never who disputed or why (that goes to the admins only), and a moderator's decision on a comment shows
 * who decided but not about whom. Those withheld steps still show their content hash, so the chain checks through
 * them. A step of a kind not listed here is withheld in full until someone decides what of it is public.
 */
type Disclosure = 'whole' | 'actor only' | 'nothing';

const disclosures: Record<string, Disclosure> = {
  QuestionDrafted: 'whole',
  QuestionDraftEdited: 'whole',
  QuestionPublished: 'whole',
  QuestionTagsChanged: 'whole',
  QuestionResolved: 'whole',
  QuestionResolutionCorrected: 'whole',
  QuestionDisputesDismissed: 'whole',
  QuestionArchived: 'whole',
  QuestionDeleted: 'whole',
  QuestionResolutionDisputed: 'nothing',
  CommentRemoved: 'actor only',
  CommentReportsDismissed: 'actor only',
};

/** Whether a question's stream shows it was ever published: only then is its history public. */
export const wasPublished = (events: readonly RecordedEvent[]): boolean =>
  events.some((event) => event.type === 'QuestionPublished');

/** The admins' ids whose names a history shows. */
export function shownActorIds(events: readonly RecordedEvent[]): string[] {
  const ids = events.flatMap((event) =>
    event.metadata.actorId && (disclosures[event.type] ?? 'nothing') !== 'nothing' ? [event.metadata.actorId] : [],
  );
  return [...new Set(ids)];
}

/**
 * One entry per event, in order. `hash` and `previousHash` are the links stored with the event; `contentHash` is
 * computed here from what the log holds, so an event altered in the store shows as a link that does not recompute.
 */
export function toPublicHistory(
  events: readonly RecordedEvent[],
  adminNames: ReadonlyMap<string, string>,
): PublicHistoryEntry[] {
  return events.map((event) => {
    const { actorId, occurredAt, hash, previousHash } = event.metadata;
    const disclosure = disclosures[event.type] ?? 'nothing';
    const entry: PublicHistoryEntry = {
      type: event.type,
      revision: event.revision,
      position: event.position,
      occurredAt,
      actor:
        actorId === null
          ? { role: 'system', name: null }
          : disclosure === 'nothing'
            ? { role: 'user', name: null }
            : { role: 'admin', name: adminNames.get(actorId) ?? null },
      contentHash: contentHash(actorId, event.data),
      // Events are chained as they are appended, and a log from before the chain is chained when it is opened.
      hash: hash!,
      previousHash: previousHash ?? null,
    };
    if (disclosure !== 'nothing') entry.actorId = actorId;
    if (disclosure === 'whole') entry.data = event.data as Record<string, unknown>;
    return entry;
  });
}
