import type { RecordedEvent } from '@iec-bets/contracts';
import type { Document, Scalar } from '@iec-bets/platform';

/**
 * What a projection may read while it works out an event's changes: the read models as of the previous event.
 * Reads are synchronous: a document the view has not loaded yet reads as absent and is noted, and the event is
 * worked out again once the noted documents are loaded (see ProjectionBatch). Projections therefore never wait,
 * and may be asked more than once; they are pure, so that is harmless. Declared reads keep such retries rare.
 */
export interface ReadModelView {
  /**
   * Changes whenever what the view holds changes (a write, a load). What a projection concludes from the view can be
   * reused for as long as this stays the same: several projections ask the same question of one event.
   */
  readonly version: number;
  get<D extends Document>(collection: string, id: string): D | undefined;
  /**
   * Whether the document exists; undefined while the view has not loaded it (noted, as `get` notes it). Lets a
   * projection read a second document only for those the first one left in doubt, in a later round.
   */
  exists(collection: string, id: string): boolean | undefined;
  /** Documents whose fields equal the given values (and whose id starts with `idPrefix`, when given). */
  find<D extends Document>(collection: string, query: FindQuery): D[];
}

export interface FindQuery {
  where: Record<string, Scalar>;
  /**
   * Only documents whose id starts with this. Where ids are built from the looked-up field (an answer's id starts
   * with its question's), this lets the store answer from its primary key, with no index to keep up.
   */
  idPrefix?: string;
}

/** A read an event is known to make before anything is looked up: a document by id, or documents by field values. */
export type DeclaredRead = { collection: string; id: string } | ({ collection: string } & FindQuery);

export type ProjectionPaging<Context> =
  | { kind: 'each-page' }
  | { kind: 'running' }
  | { kind: 'merged'; merge(a: Context, b: Context): Context };

/** A document an event changes, and what its `evolve` needs to know from other read models. */
export interface Target<Context> {
  id: string;
  context: Context;
}

/**
 * A document as `evolve` returns it: the batch stamps the position of the event that produced it. Taken kind by kind
 * when the document is a union of kinds, so that each kind keeps its own fields.
 */
export type Evolved<D extends Document> = D extends unknown ? Omit<D, '_position'> : never;

/**
 * One read model (one collection). `reads` names what an event reads outright (the event's own ids), so that a
 * batch loads it for all its events in a few queries; `targets` declares which documents an event touches, looking
 * up related documents through the view; `evolve` is pure: the current document (undefined when absent), the
 * event and the context give a new document, or undefined to delete it. Returning `current` itself means "no
 * change"; any other result must be a new object, never a changed `current`.
 *
 * Every projection sees the state before the event, whatever the order of projections: a deleted question's answers
 * are still there when the statistics take them out.
 */
export interface Projection<D extends Document, Context = undefined> {
  readonly collection: string;
  /**
   * The event types it acts on, when it names them (Emmett's `canHandle`): the projector passes every other event by
   * without asking its `reads` or `targets`, which for such an event would find nothing. Most read models follow a
   * few of the log's types, and a replay asked each of them about every event. One that leaves this out is asked
   * about every event. A type handled in the code but not named here is never seen, so its tests, which go through
   * the projector, fail; the set is read once per type and must not change afterwards.
   */
  readonly canHandle?: ReadonlySet<RecordedEvent['type']>;
  /**
   * How the projection takes a question-wide event (see question-wide-event.ts), which the projector works through
   * the question's answers a page at a time so that no transaction grows with the audience. During a page the
   * question's answers (`answersOf`) are that page's alone, and every other document reads as before the event.
   * - `each-page`: the targets of a page are documents of that page's answerers alone, so no two pages touch one
   *   document; they are evolved and committed with their page.
   * - `merged`: targets may be shared between pages (a day's counters). Each page's contexts are merged per target,
   *   kept with the projector's cursor (so they must be plain JSON), and every target is evolved once, after the
   *   last page, from its document as it was before the event.
   * - `running`: targets may be shared between pages, and each page's changes are evolved from the documents as the
   *   page before left them and committed with the page, so that they always agree with the `each-page` documents
   *   committed so far (the score trees, from which a record's rank is read). The page cursor committed with them,
   *   not their `_position`, tells which pages are in; `evolve` must add a page's change to what is there.
   * - absent: the projection takes such an event once, after the pages, and must not read the question's answers.
   */
  readonly paging?: ProjectionPaging<Context>;
  reads(event: RecordedEvent): DeclaredRead[];
  targets(event: RecordedEvent, view: ReadModelView): Array<Target<Context>>;
  evolve(current: D | undefined, event: RecordedEvent, context: Context): Evolved<D> | D | undefined;
}
