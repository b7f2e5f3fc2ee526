import type { Document, DocumentWrite, FindOptions, ReadModelBatch } from '@iec-bets/platform';
import { commitInParts } from './commit-in-parts.js';
import { MAX_TRANSACTION_DOCUMENTS } from './project-events.js';
import type { ProjectionStore } from './projection-batch.js';

/** Documents held in memory before the store is written and the memory emptied; see WriteBehindStore. */
export const DEFAULT_HELD_DOCUMENTS = 50_000;

/** A collection's documents as held: the document, or null when known to be absent. */
type Held = Map<string, Document | null>;

/**
 * A rebuild's store, written behind: commits land in memory and reach the underlying store only when the memory
 * holds `heldDocuments` documents, or on `flush`. A rebuild's target is a scratch store that nobody reads until
 * the rebuild is done (and a failed rebuild starts again in a new one), so nothing needs its commits sooner.
 *
 * What that saves: a player's record and standing change with every answer and every resolution, and each batch of
 * a replay loaded and wrote them again. Replaying 2,000 players answering 100 questions wrote 525,764 documents to
 * end with 208,000, and loaded 528,543. Held here, such a document is loaded once and written once per fill of the
 * memory.
 *
 * Reads see the commits: by id from memory first; a `find` first writes that collection's held changes, so that the
 * store's query (its filters, order and limit) answers over all of them. The store learns nothing of a document that
 * memory can answer, and the memory's size, not the log's length, bounds what this holds.
 */
export class WriteBehindStore implements ProjectionStore {
  private readonly held = new Map<string, Held>();
  /** Ids of the held documents that the underlying store does not have as held, by collection. */
  private readonly changed = new Map<string, Set<string>>();
  private heldCount = 0;
  private checkpoint: { name: string; position: number } | undefined;

  private readonly heldDocuments: number;
  private readonly maxWrites: number;

  /**
   * `heldDocuments`: how many documents memory holds (changed or only read) before everything changed is written
   * and the memory emptied. `maxWrites`: the most documents one commit to the store writes.
   */
  constructor(
    private readonly store: ProjectionStore,
    options: { heldDocuments?: number; maxWrites?: number } = {},
  ) {
    this.heldDocuments = options.heldDocuments ?? DEFAULT_HELD_DOCUMENTS;
    this.maxWrites = options.maxWrites ?? MAX_TRANSACTION_DOCUMENTS;
  }

  async get<T extends Document = Document>(collection: string, id: string): Promise<T | null> {
    const held = this.held.get(collection)?.get(id);
    if (held !== undefined) return held as T | null;
    const doc = await this.store.get<T>(collection, id);
    this.hold(collection, id, doc);
    return doc;
  }

  async getMany<T extends Document = Document>(collection: string, ids: string[]): Promise<T[]> {
    const unique = [...new Set(ids)];
    const held = this.held.get(collection);
    const toLoad = unique.filter((id) => held?.get(id) === undefined);
    if (toLoad.length > 0) {
      const loaded = new Map((await this.store.getMany<T>(collection, toLoad)).map((doc) => [doc.id, doc]));
      for (const id of toLoad) this.hold(collection, id, loaded.get(id) ?? null);
    }
    const now = this.held.get(collection);
    return unique.flatMap((id) => {
      const doc = now?.get(id);
      return doc ? [doc as T] : [];
    });
  }

  async find<T extends Document = Document>(collection: string, options?: FindOptions): Promise<T[]> {
    await this.writeChanges(collection);
    return this.store.find<T>(collection, options);
  }

  async commit(batch: ReadModelBatch): Promise<void> {
    // Its commits land later, when a lease checked now may have moved on: only an unfenced projection may write behind.
    if (batch.fence) throw new Error('A write-behind store cannot fence its commits');
    for (const write of batch.writes) {
      const id = write.kind === 'put' ? write.doc.id : write.id;
      this.hold(write.collection, id, write.kind === 'put' ? write.doc : null);
      this.changedOf(write.collection).add(id);
    }
    if (batch.checkpoint) this.checkpoint = batch.checkpoint;
    if (this.heldCount >= this.heldDocuments) await this.flush();
  }

  /** Writes every held change and the last checkpoint to the underlying store, and empties the memory. */
  async flush(): Promise<void> {
    await this.writeChanges();
    this.held.clear();
    this.heldCount = 0;
  }

  /**
   * Writes the held changes (of one collection, or all with the checkpoint) in commits of bounded size. When a commit
   * fails, every change taken for writing is marked changed again and the checkpoint kept, so a later flush writes
   * them (again, for the parts that landed: a put is idempotent) before any checkpoint that covers them.
   */
  private async writeChanges(onlyCollection?: string): Promise<void> {
    const writes: DocumentWrite[] = [];
    const taken: Array<[collection: string, ids: Set<string>]> = [];
    for (const [collection, ids] of this.changed) {
      if (onlyCollection !== undefined && collection !== onlyCollection) continue;
      if (ids.size === 0) continue;
      const held = this.held.get(collection)!;
      for (const id of ids) {
        const doc = held.get(id)!;
        writes.push(doc ? { kind: 'put', collection, doc } : { kind: 'delete', collection, id });
      }
      taken.push([collection, ids]);
      this.changed.set(collection, new Set());
    }
    const checkpoint = onlyCollection === undefined ? this.checkpoint : undefined;
    if (writes.length === 0 && !checkpoint) return;
    try {
      await commitInParts((part) => this.store.commit(part), writes, this.maxWrites, checkpoint ? { checkpoint } : {});
    } catch (error) {
      for (const [collection, ids] of taken) for (const id of ids) this.changedOf(collection).add(id);
      throw error;
    }
    if (checkpoint === this.checkpoint) this.checkpoint = undefined;
  }

  private hold(collection: string, id: string, doc: Document | null): void {
    let held = this.held.get(collection);
    if (!held) {
      held = new Map();
      this.held.set(collection, held);
    }
    if (!held.has(id)) this.heldCount++;
    held.set(id, doc);
  }

  private changedOf(collection: string): Set<string> {
    let ids = this.changed.get(collection);
    if (!ids) {
      ids = new Set();
      this.changed.set(collection, ids);
    }
    return ids;
  }
}
