import type { RecordedEvent } from '@iec-bets/contracts';
import type { Document } from '@iec-bets/platform';
import { changesOf, type Change, type Projections } from './apply-events.js';
import { actsOn } from './projections-for-event.js';
import type { Projection, ReadModelView, Target } from './projection.js';
import type { ProjectionBatch } from './projection-batch.js';

/**
 * The merged projections' contexts by projection, then by target id, as plain JSON for the page cursor. A projection
 * is named by its place among the merged ones and its collection, since two may keep one collection (as the national
 * and the boards' score trees do, though those run page by page).
 */
export type MergedContexts = Record<string, Array<[id: string, context: unknown]>>;

const keyOf = (index: number, projection: AnyProjection) => `${index}:${projection.collection}`;

type AnyProjection = Projection<Document, unknown>;

function mergeOf(projection: AnyProjection): (a: unknown, b: unknown) => unknown {
  const { paging } = projection;
  if (paging?.kind !== 'merged') throw new Error(`The ${projection.collection} projection does not merge its pages`);
  return paging.merge;
}

/**
 * The targets that `merged` projections (see Projection.paging) name over the pages of one question-wide event:
 * each page's contexts are merged into those of the pages before, per target, and every target is evolved once at
 * the end, so that a document shared by many answerers (a day's counters) is written once, in one transaction.
 */
export class MergedTargets {
  private readonly byProjection = new Map<string, Map<string, unknown>>();

  constructor(
    private readonly projections: Projections,
    saved: MergedContexts,
  ) {
    for (const [key, entries] of Object.entries(saved)) this.byProjection.set(key, new Map(entries));
  }

  private contextsOf(index: number): Map<string, unknown> {
    const key = keyOf(index, this.projections[index]!);
    let contexts = this.byProjection.get(key);
    if (!contexts) {
      contexts = new Map();
      this.byProjection.set(key, contexts);
    }
    return contexts;
  }

  /** What each merged projection makes of the page, from the view as it stands before the page's changes. */
  targetsOf(event: RecordedEvent, view: ReadModelView): Array<[AnyProjection, Array<Target<unknown>>]> {
    // A projection that names its event types is asked about no other, here as in changesOf.
    return this.projections.map((projection) => [
      projection,
      actsOn(projection, event.type) ? projection.targets(event, view) : [],
    ]);
  }

  add(contributions: ReadonlyArray<[AnyProjection, Array<Target<unknown>>]>): void {
    for (const [index, [projection, targets]] of contributions.entries()) {
      const merge = mergeOf(projection);
      const contexts = this.contextsOf(index);
      for (const { id, context } of targets) {
        contexts.set(id, contexts.has(id) ? merge(contexts.get(id), context) : context);
      }
    }
  }

  toJSON(): MergedContexts {
    const json: MergedContexts = {};
    for (const [key, contexts] of this.byProjection) json[key] = [...contexts];
    return json;
  }

  /** Notes every merged target for the batch to load: they are evolved from the documents as they stand. */
  declareReads(batch: ProjectionBatch): void {
    for (const [index, { collection }] of this.projections.entries()) {
      for (const id of this.contextsOf(index).keys()) batch.declare({ collection, id });
    }
  }

  /** Each target evolved once with its merged context, exactly as `changesOf` evolves any other target. */
  changes(batch: ProjectionBatch, event: RecordedEvent): Change[] {
    const asTargets = this.projections.map(
      (projection, index): AnyProjection => ({
        ...projection,
        targets: () => [...this.contextsOf(index)].map(([id, context]) => ({ id, context })),
      }),
    );
    return changesOf(batch, event, asTargets);
  }
}
