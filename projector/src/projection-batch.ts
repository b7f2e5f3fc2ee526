import { setImmediate } from 'node:timers/promises';
import type { Document, DocumentWrite, Filter, ReadModelBatch, ReadStore } from '@iec-bets/platform';
import { commitInParts } from './commit-in-parts.js';
import type { DeclaredRead, FindQuery, ReadModelView } from './projection.js';
import type { ProjectorFence } from './projector-lease.js';

/** What the projection of events asks of a store: the reads of its batches and their commits. */
export type ProjectionStore = Pick<ReadStore, 'get' | 'getMany' | 'find' | 'commit'>;

/** What the batch knows of a document: its current content, or null when it does not exist. */
type Known = Document | null;

function matches(doc: Document, { where, idPrefix }: FindQuery): boolean {
  if (idPrefix !== undefined && !doc.id.startsWith(idPrefix)) return false;
  for (const field in where) {
    if (doc[field] !== where[field]) return false;
  }
  return true;
}

/** The store's filter for a find: the id prefix becomes a range of ids, which a primary key serves. */
function storeFilter({ where, idPrefix }: FindQuery): Filter {
  if (idPrefix === undefined || idPrefix === '') return where;
  const last = idPrefix.charCodeAt(idPrefix.length - 1);
  const after = idPrefix.slice(0, -1) + String.fromCharCode(last + 1);
  return { ...where, id: { $gte: idPrefix, $lt: after } };
}

const queryKey = (query: FindQuery) => JSON.stringify([query.where, query.idPrefix ?? null]);

function addTo(byValue: Map<unknown, Set<string>>, value: unknown, id: string): void {
  let ids = byValue.get(value);
  if (!ids) {
    ids = new Set();
    byValue.set(value, ids);
  }
  ids.add(id);
}

/** The batch's knowledge of one collection. */
class CollectionState {
  /** Documents as loaded from the store or as changed by the batch. */
  readonly documents = new Map<string, Known>();
  /** Ids of the documents the batch changed, in the order of their first change. */
  readonly changed = new Set<string>();
  /** Store results of `find` by condition: the store does not change until the batch commits. */
  readonly storedResults = new Map<string, Document[]>();
  /** Finds that must not be made, with the reason: a question-wide event's answers outside its pages. */
  readonly refusedFinds: Array<{ refuses: (query: FindQuery) => boolean; reason: string }> = [];
  /** Reads that found nothing loaded yet: to load before the reading event is worked out again. */
  readonly missingIds = new Set<string>();
  readonly missingFinds = new Map<string, FindQuery>();
  /**
   * Changed documents by the value of each field `find` has looked up, so that finding among many changes (a
   * deletion takes out thousands of answers) costs what it finds, not what the batch holds.
   */
  private readonly changedByField = new Map<string, Map<unknown, Set<string>>>();

  change(id: string, doc: Known): void {
    if (this.changedByField.size > 0) {
      const before = this.documents.get(id);
      for (const [field, byValue] of this.changedByField) {
        if (before) byValue.get(before[field])?.delete(id);
        if (doc) addTo(byValue, doc[field], id);
      }
    }
    this.documents.set(id, doc);
    this.changed.add(id);
  }

  /** Ids of changed documents whose `field` holds `value`. */
  changedWith(field: string, value: unknown): Iterable<string> {
    let byValue = this.changedByField.get(field);
    if (!byValue) {
      byValue = new Map();
      for (const id of this.changed) {
        const doc = this.documents.get(id);
        if (doc) addTo(byValue, doc[field], id);
      }
      this.changedByField.set(field, byValue);
    }
    return byValue.get(value) ?? [];
  }
}

/**
 * An in-memory layer over the read store for one batch of events. Reads are synchronous: a document not loaded yet
 * reads as absent and is noted; `loadMissing` then loads every noted document in one query per collection, and
 * the reader works its event out again. Later events of the batch see what earlier ones wrote, by id and by `find`;
 * `commit` saves every changed document and the checkpoint in one store transaction. Replaying many events costs a
 * few queries per batch, not per event.
 */
export class ProjectionBatch implements ReadModelView {
  private readonly collections = new Map<string, CollectionState>();
  private changes = 0;

  constructor(private readonly store: ProjectionStore) {}

  get version(): number {
    return this.changes;
  }

  private stateOf(collection: string): CollectionState {
    let state = this.collections.get(collection);
    if (!state) {
      state = new CollectionState();
      this.collections.set(collection, state);
    }
    return state;
  }

  get<D extends Document>(collection: string, id: string): D | undefined {
    const state = this.stateOf(collection);
    const doc = state.documents.get(id);
    if (doc === undefined) state.missingIds.add(id);
    return (doc ?? undefined) as D | undefined;
  }

  exists(collection: string, id: string): boolean | undefined {
    const state = this.stateOf(collection);
    const doc = state.documents.get(id);
    if (doc === undefined) {
      state.missingIds.add(id);
      return undefined;
    }
    return doc !== null;
  }

  find<D extends Document>(collection: string, query: FindQuery): D[] {
    const state = this.stateOf(collection);
    const refusal = state.refusedFinds.find(({ refuses }) => refuses(query));
    if (refusal) throw new Error(refusal.reason);
    const { documents, changed } = state;
    const key = queryKey(query);
    const stored = state.storedResults.get(key);
    if (!stored) state.missingFinds.set(key, query);
    const found: D[] = [];
    for (const doc of stored ?? []) {
      // A document the batch changed is judged by its new content, below.
      if (!changed.has(doc.id)) found.push(doc as D);
    }
    const fields = Object.keys(query.where);
    const candidates = fields.length > 0 ? state.changedWith(fields[0]!, query.where[fields[0]!]) : changed;
    for (const id of candidates) {
      const doc = documents.get(id);
      if (doc && matches(doc, query)) found.push(doc as D);
    }
    return found;
  }

  /** Notes a read to load with the next `loadMissing`, unless it is loaded already (or refused: see refuseFind). */
  declare(read: DeclaredRead): void {
    const state = this.stateOf(read.collection);
    if ('id' in read) {
      if (!state.documents.has(read.id)) state.missingIds.add(read.id);
    } else {
      const key = queryKey(read);
      if (!state.storedResults.has(key) && !state.refusedFinds.some(({ refuses }) => refuses(read))) state.missingFinds.set(key, read);
    }
  }

  /**
   * Makes `find(collection, query)` answer with `docs`, as the store would: how a page of a question's answers
   * stands in for all of them while a question-wide event is worked out a page at a time.
   */
  provideFind(collection: string, query: FindQuery, docs: readonly Document[]): void {
    const state = this.stateOf(collection);
    state.storedResults.set(queryKey(query), [...docs]);
    for (const doc of docs) {
      if (!state.documents.has(doc.id)) state.documents.set(doc.id, doc);
    }
  }

  /** Makes every `find` in `collection` that `refuses` throw `reason`: reads that would be wrong, or unbounded, here. */
  refuseFinds(collection: string, refuses: (query: FindQuery) => boolean, reason: string): void {
    this.stateOf(collection).refusedFinds.push({ refuses, reason });
  }

  /** The documents the batch has changed so far: what its commit will write. */
  writeCount(): number {
    let count = 0;
    for (const { changed } of this.collections.values()) count += changed.size;
    return count;
  }

  /** The document as the batch knows it (null: known absent), or undefined when the batch never loaded it. */
  known<D extends Document>(collection: string, id: string): D | null | undefined {
    return this.collections.get(collection)?.documents.get(id) as D | null | undefined;
  }

  /** Whether some read since the last load found a document or a query not loaded yet. */
  hasMissing(): boolean {
    for (const state of this.collections.values()) {
      if (state.missingIds.size > 0 || state.missingFinds.size > 0) return true;
    }
    return false;
  }

  /** Loads every noted document and query: one query per collection for the ids, one per condition. */
  async loadMissing(): Promise<void> {
    this.changes++;
    for (const [collection, state] of this.collections) {
      if (state.missingIds.size > 0) {
        const ids = [...state.missingIds];
        state.missingIds.clear();
        for (const id of ids) state.documents.set(id, null);
        for (const doc of await this.store.getMany(collection, ids)) state.documents.set(doc.id, doc);
      }
      for (const [key, query] of state.missingFinds) {
        const stored = await this.store.find(collection, { where: storeFilter(query) });
        state.storedResults.set(key, stored);
        for (const doc of stored) {
          if (!state.documents.has(doc.id)) state.documents.set(doc.id, doc);
        }
      }
      state.missingFinds.clear();
    }
  }

  put(collection: string, doc: Document): void {
    this.changes++;
    this.stateOf(collection).change(doc.id, doc);
  }

  delete(collection: string, id: string): void {
    this.changes++;
    this.stateOf(collection).change(id, null);
  }

  /** The final state of every document the batch changed. */
  writes(): DocumentWrite[] {
    const writes: DocumentWrite[] = [];
    for (const [collection, { documents, changed }] of this.collections) {
      for (const id of changed) {
        const doc = documents.get(id);
        writes.push(doc ? { kind: 'put', collection, doc } : { kind: 'delete', collection, id });
      }
    }
    return writes;
  }

  /**
   * Saves every change and the checkpoint together (no checkpoint: the page of an event the checkpoint has not
   * passed yet); with a fence, only while that lease still has that token.
   */
  async commit(checkpoint: { name: string; position: number } | undefined, fence?: ProjectorFence): Promise<void> {
    await this.commitAndYield({ writes: this.writes(), ...(checkpoint ? { checkpoint } : {}), ...(fence ? { fence } : {}) });
  }

  /**
   * Saves the changes in commits of at most `maxWrites` documents, the checkpoint with the last. Only for the
   * changes of whole events: each document carries the position of the event that last changed it, so the parts
   * saved before a failure are left alone when the events are projected again, and the rest is done then.
   */
  async commitInParts(checkpoint: { name: string; position: number }, maxWrites: number, fence?: ProjectorFence): Promise<void> {
    await commitInParts((part) => this.commitAndYield(part), this.writes(), maxWrites, { checkpoint, ...(fence ? { fence } : {}) });
  }

  /**
   * Commits, then gives the thread's event loop a turn. A SQLite commit holds the thread and resolves without
   * waiting for I/O, so a catch-up or a resolution's pages would otherwise run commit after commit without ever
   * letting a timer fire: the projector's lease renewal then came after the lease had expired, and the projector
   * stopped, stood by and started its batch over (seen on the national benchmark's first start).
   */
  private async commitAndYield(batch: ReadModelBatch): Promise<void> {
    await this.store.commit(batch);
    await setImmediate();
  }
}
