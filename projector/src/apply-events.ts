import type { RecordedEvent } from '@iec-bets/contracts';
import type { Document } from '@iec-bets/platform';
import type { Projection } from './projection.js';
import type { ProjectionBatch } from './projection-batch.js';
import { projectionsFor } from './projections-for-event.js';
import { readModelProjections } from './projections/read-model-projections.js';

export type Projections = ReadonlyArray<Projection<Document, unknown>>;
export type Change = { collection: string; id: string; doc: Document | undefined };

/**
 * One event's changes in every read model, all worked out from the state before the event. A document whose
 * `_position` is at or past the event has seen it already and is left alone, which makes replays harmless. A page
 * of a question-wide event may change a `running` document again that an earlier page of the event stamped: there the
 * page cursor guards instead (`guardedByCursor`).
 */
export function changesOf(
  batch: ProjectionBatch,
  event: RecordedEvent,
  projections: Projections,
  { guardedByCursor = false }: { guardedByCursor?: boolean } = {},
): Change[] {
  const changes: Change[] = [];
  for (const projection of projectionsFor(projections, event.type)) {
    const { collection } = projection;
    const targets = projection.targets(event, batch);
    // One event touches a document once, but should a projection name it twice the second sees the first's result.
    const pending = targets.length > 1 ? new Map<string, Change>() : undefined;
    for (const target of targets) {
      const before = batch.get(collection, target.id);
      if (!guardedByCursor && before && typeof before._position === 'number' && before._position >= event.position) continue;
      const earlier = pending?.get(target.id);
      const current = earlier ? earlier.doc : before;
      const next = projection.evolve(current, event, target.context);
      if (next === current) continue;
      // `evolve` returned a new object (the same one means no change), so stamping it in place is safe.
      const doc = next as Document | undefined;
      if (doc) doc._position = event.position;
      if (earlier) earlier.doc = doc;
      else {
        const change = { collection, id: target.id, doc };
        changes.push(change);
        pending?.set(target.id, change);
      }
    }
  }
  return changes;
}

/** Writes worked-out changes into the batch's view, where later events (and the commit) see them. */
export function putChanges(batch: ProjectionBatch, changes: readonly Change[]): void {
  for (const { collection, id, doc } of changes) {
    if (doc) batch.put(collection, doc);
    else batch.delete(collection, id);
  }
}

/** Notes what the events declare they read, for the batch to load in a few queries. */
export function declareReads(batch: ProjectionBatch, events: readonly RecordedEvent[], projections: Projections): void {
  for (const event of events) {
    for (const projection of projectionsFor(projections, event.type)) {
      for (const read of projection.reads(event)) batch.declare(read);
    }
  }
}

/**
 * Works `work` out against the batch's view until it read nothing the view had not loaded: a read of something
 * not loaded yet is noted, loaded, and the work done again (it is pure, so that is harmless).
 */
export async function untilLoaded<T>(batch: ProjectionBatch, work: () => T): Promise<T> {
  let result = work();
  while (batch.hasMissing()) {
    await batch.loadMissing();
    result = work();
  }
  return result;
}

/**
 * Folds events, in log order, into the batch's view of the read models. What the events declare they read is
 * loaded first, in a few queries for the whole batch; an event that reads something else (the statistics of whoever
 * answered a question being resolved, say) has it loaded and is worked out again.
 *
 * With `maxWrites`, it stops before an event that would take the batch's changed documents past that many, so that
 * a transaction stays bounded however many documents a run of events touches. Returns how many events it applied.
 */
export async function applyEvents(
  batch: ProjectionBatch,
  events: readonly RecordedEvent[],
  projections: Projections = readModelProjections,
  maxWrites = Number.POSITIVE_INFINITY,
): Promise<number> {
  declareReads(batch, events, projections);
  await batch.loadMissing();
  let applied = 0;
  for (const event of events) {
    const changes = await untilLoaded(batch, () => changesOf(batch, event, projections));
    // The event would take the commit past its bound: it starts the next one (unless it alone is past it).
    if (applied > 0 && batch.writeCount() + changes.length > maxWrites) break;
    putChanges(batch, changes);
    applied++;
  }
  return applied;
}
