import type { Lease, LeaseRequest } from './lease.js';

/** A read-model document. `id` is unique within its collection. */
export interface Document {
  id: string;
  [field: string]: unknown;
}

export type Scalar = string | number | boolean | null;

/**
 * A field condition: equality, or operators. Field names may be dotted paths into nested objects. `$contains` holds
 * for a text field that has the given text anywhere in it, letter case included (a field searched so holds its text
 * lowercased); a `contains` index on the field serves it (see IndexSpec).
 */
export type Condition =
  | Scalar
  | { $gt?: Scalar; $gte?: Scalar; $lt?: Scalar; $lte?: Scalar; $ne?: Scalar; $in?: Scalar[]; $contains?: string };

/** All conditions must hold (AND). */
export type Filter = Record<string, Condition>;

export interface FindOptions {
  where?: Filter;
  /** Ties are broken by id, in the direction of the last key. Without orderBy the order is unspecified. */
  orderBy?: Array<[field: string, direction: 'asc' | 'desc']>;
  limit?: number;
  offset?: number;
}

/** One write of a batch: put replaces the whole document; delete removes it. */
export type DocumentWrite =
  | { kind: 'put'; collection: string; doc: Document }
  | { kind: 'delete'; collection: string; id: string };

export interface ReadModelBatch {
  writes: DocumentWrite[];
  /** Saved with the writes, atomically where the store allows. */
  checkpoint?: { name: string; position: number };
  /** Commit only while this lease still has this token; otherwise nothing is written (LeaseLostError). */
  fence?: { lease: string; token: number };
}

/**
 * An index over `fields` in order; or, with `kind: 'contains'`, an index that finds the documents whose one text field
 * contains a given text (`$contains`): a text search index, on a top-level field.
 */
export interface IndexSpec {
  collection: string;
  fields: string[];
  kind?: 'contains';
}

export interface ReadStore {
  get<T extends Document = Document>(collection: string, id: string): Promise<T | null>;
  getMany<T extends Document = Document>(collection: string, ids: string[]): Promise<T[]>;
  find<T extends Document = Document>(collection: string, options?: FindOptions): Promise<T[]>;
  count(collection: string, where?: Filter): Promise<number>;
  /** Applies every write in order and the checkpoint in one transaction (SQLite; MongoDB with a replica set). */
  commit(batch: ReadModelBatch): Promise<void>;
  /** Last position saved under `name`; 0 when none. */
  checkpoint(name: string): Promise<number>;
  /**
   * Takes or renews a lease (see decideLease) in one atomic step; the lease as it now stands, or null when another
   * holder has it. Leases live beside the read models and survive swapIn.
   */
  acquireLease(request: LeaseRequest): Promise<Lease | null>;
  /** Lets the lease go at once, if it still has `token`, so that a waiting process need not wait for its expiry. */
  releaseLease(name: string, token: number): Promise<void>;
  /**
   * Creates the indexes named that do not exist yet. With `dropOthers`, `specs` is the whole list: any other index
   * made by this method (an index a former version declared) is dropped, since every write keeps paying for it.
   */
  ensureIndexes(specs: IndexSpec[], options?: { dropOthers?: boolean }): Promise<void>;
  /** Names of the collections that hold documents. */
  collections(): Promise<string[]>;
  /** A new, empty store of the same kind, for a rebuild; swapIn makes its contents live. */
  createRebuildTarget(): Promise<ReadStore>;
  /**
   * Atomically replaces every collection and checkpoint of this store by those of the rebuilt one, then drops it;
   * with a fence, only while that lease still has that token (LeaseLostError otherwise, and nothing swapped).
   */
  swapIn(rebuilt: ReadStore, fence?: { lease: string; token: number }): Promise<void>;
  /**
   * Closes a store made by createRebuildTarget that will not be swapped in, and deletes everything it holds, so that
   * a rebuild that fails, and is tried again, does not leave a copy of the read models behind at every try. Refused
   * (InvalidReadStoreRequestError) on any other store.
   */
  discard(): Promise<void>;
  /**
   * Drops the old versions of documents that the store keeps beside its data for a while (SQLite's write-ahead
   * log), so that an erased account's documents leave the disk now rather than when the log next wraps. False when a
   * reader's snapshot kept it from finishing: the caller asks again later. A store that keeps none does not have it.
   */
  forgetOldVersions?(): Promise<boolean>;
  close(): Promise<void>;
}
