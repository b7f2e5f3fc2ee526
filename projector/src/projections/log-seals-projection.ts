import { LOG_HEAD_ID, ReadModel, type LogSealDocument, type RecordedEvent } from '@iec-bets/contracts';
import { sealAfter, type LogSeal } from '@iec-bets/platform';
import type { Evolved, Projection, ReadModelView, Target } from '../projection.js';

/** The head as it stood before the event, and whether the target is the head or the day the event closes. */
type SealContext = { before: LogSeal | undefined; next: LogSeal; closes: boolean };

const sealOf = (doc: LogSealDocument | undefined): LogSeal | undefined =>
  doc && { day: doc.day, lastPosition: doc.lastPosition, eventCount: doc.eventCount, headHash: doc.headHash };

/**
 * The log's daily seals: a running hash over every event's chain link, in log order, with the head kept at the end
 * of each South African day. Every event of the log moves the head, so this is the one read model that sees them
 * all; within a batch the head is one document in memory, written once when the batch commits.
 */
export const logSealsProjection: Projection<LogSealDocument, SealContext> = {
  collection: ReadModel.logSeals,
  reads: () => [{ collection: ReadModel.logSeals, id: LOG_HEAD_ID }],
  targets: (event: RecordedEvent, view: ReadModelView): Array<Target<SealContext>> => {
    // Only an event appended to EventStoreDB before the log was chained lacks a link (SQLite chains on opening).
    const hash = event.metadata.hash;
    if (!hash) return [];
    const before = sealOf(view.get<LogSealDocument>(ReadModel.logSeals, LOG_HEAD_ID));
    const { head: next, closed } = sealAfter(before, { position: event.position, occurredAt: event.metadata.occurredAt, hash });
    const targets: Array<Target<SealContext>> = [{ id: LOG_HEAD_ID, context: { before, next, closes: false } }];
    if (closed) targets.push({ id: closed.day, context: { before, next, closes: true } });
    return targets;
  },
  evolve: (_current, _event, { before, next, closes }): Evolved<LogSealDocument> =>
    closes && before ? { id: before.day, closed: true, ...before } : { id: LOG_HEAD_ID, closed: false, ...next },
};
