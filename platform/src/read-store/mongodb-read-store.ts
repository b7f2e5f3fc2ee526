import { randomBytes } from 'node:crypto';
import { MongoClient, type AnyBulkWriteOperation, type ClientSession, type Collection, type Db } from 'mongodb';
import { decideLease, type Lease, LeaseLostError, type LeaseRequest } from './lease.js';
import type { Document, Filter, FindOptions, IndexSpec, ReadModelBatch, ReadStore } from './read-store.js';
import {
  assertCollectionName,
  assertPageBounds,
  assertValidBatch,
  assertContainsIndexField,
  InvalidReadStoreRequestError,
} from './read-store-validation.js';
import { mongoField, mongoFilter, mongoSort } from './mongodb-query.js';

/** Ids asked for in one query by `getMany`. */
const GET_MANY_SLICE = 1_000;

/**
 * Read models in a MongoDB database: a collection `rm_<collection>` per collection, each document stored under
 * `_id` = its id, the checkpoints in `meta_checkpoints` and the leases in `meta_leases`.
 */
export async function openMongoReadStore(options: {
  url: string;
  database: string;
  /** Shown in the server's logs and currentOp, to tell the processes apart. */
  appName?: string;
}): Promise<ReadStore> {
  const client = new MongoClient(options.url, options.appName ? { appName: options.appName } : {});
  await client.connect();
  try {
    const hello = await client.db('admin').command({ hello: 1 });
    // Multi-document transactions need a replica set or a sharded cluster (mongos answers "isdbgrid").
    const transactions = typeof hello.setName === 'string' || hello.msg === 'isdbgrid';
    return new MongoReadStore(client, options.database, { transactions, ownsClient: true });
  } catch (error) {
    await client.close();
    throw error;
  }
}

interface StoredDocument {
  _id: string;
  [field: string]: unknown;
}

interface StoredCheckpoint {
  _id: string;
  position: number;
}

interface StoredLease {
  _id: string;
  holder: string;
  token: number;
  expiresAt: number;
  /** When a batch fenced with the lease last committed: the write that makes a takeover conflict with it. */
  lastWriteAt?: number;
}

const PREFIX = 'rm_';
/** NamespaceNotFound and IndexNotFound. */
const INDEX_ALREADY_GONE = new Set([26, 27]);

/** The name MongoDB gives an index created without one: each key and its order, joined by underscores. */
function defaultIndexName(key: Record<string, unknown>): string {
  return Object.entries(key)
    .map(([field, order]) => `${field}_${String(order)}`)
    .join('_');
}
const CHECKPOINTS = 'meta_checkpoints';
const LEASES = 'meta_leases';
/** MongoDB's code for a duplicate key: another process inserted the same lease first. */
const DUPLICATE_KEY = 11000;
/** MongoDB refuses longer database names. */
const MAX_DATABASE_NAME = 63;
/** Marks the databases made by createRebuildTarget, the only ones discard may drop. */
const REBUILD_SUFFIX = '_rebuild_';

class MongoReadStore implements ReadStore {
  private readonly db: Db;

  constructor(
    private readonly client: MongoClient,
    readonly databaseName: string,
    private readonly options: { transactions: boolean; ownsClient: boolean },
  ) {
    this.db = client.db(databaseName);
  }

  async get<T extends Document = Document>(collection: string, id: string): Promise<T | null> {
    const doc = await this.collection(collection).findOne({ _id: id }, { projection: { _id: 0 } });
    return doc as T | null;
  }

  async getMany<T extends Document = Document>(collection: string, ids: string[]): Promise<T[]> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return [];
    const byId = new Map<string, T>();
    // One `$in` per slice: a command over every id of a long list would pass MongoDB's 16 MB limit.
    for (let start = 0; start < unique.length; start += GET_MANY_SLICE) {
      const docs = await this.collection(collection)
        .find({ _id: { $in: unique.slice(start, start + GET_MANY_SLICE) } }, { projection: { _id: 0 } })
        .toArray();
      for (const doc of docs) byId.set(doc.id as string, doc as unknown as T);
    }
    return unique.flatMap((id) => {
      const doc = byId.get(id);
      return doc ? [doc] : [];
    });
  }

  async find<T extends Document = Document>(collection: string, options: FindOptions = {}): Promise<T[]> {
    assertPageBounds(options);
    const filter = mongoFilter(options.where);
    const sort = mongoSort(options.orderBy);
    const target = this.collection(collection);
    // MongoDB reads limit 0 as "no limit".
    if (options.limit === 0) return [];
    let cursor = target.find(filter, {
      projection: { _id: 0 },
      ...(options.offset ? { skip: options.offset } : {}),
      ...(options.limit !== undefined ? { limit: options.limit } : {}),
    });
    if (sort) cursor = cursor.sort(sort);
    return (await cursor.toArray()) as unknown as T[];
  }

  async count(collection: string, where?: Filter): Promise<number> {
    return this.collection(collection).countDocuments(mongoFilter(where));
  }

  async commit(batch: ReadModelBatch): Promise<void> {
    assertValidBatch(batch);
    if (this.options.transactions) {
      await this.client.withSession((session) => session.withTransaction(() => this.apply(batch, session)));
      return;
    }
    // A standalone server has no multi-document transactions: the writes go first, in order, then the
    // checkpoint. A crash in between leaves the checkpoint behind the documents, so the projector replays those
    // events; projections are idempotent per document (each remembers the last position applied), so the replay
    // changes nothing. The checkpoint is never ahead of the documents, which is the failure that would lose data.
    await this.apply(batch, undefined);
  }

  async checkpoint(name: string): Promise<number> {
    const saved = await this.checkpoints().findOne({ _id: name });
    return saved?.position ?? 0;
  }

  /**
   * Decides with the same rule as every store (decideLease), then writes only if the lease is still what the
   * decision was made on (compare-and-set); a lease changed in between is decided again.
   */
  async acquireLease(request: LeaseRequest): Promise<Lease | null> {
    for (;;) {
      const stored = await this.leases().findOne({ _id: request.name });
      const current = stored ? { name: stored._id, holder: stored.holder, token: stored.token, expiresAt: stored.expiresAt } : undefined;
      const next = decideLease(current, request, Date.now());
      if (!next) return null;
      const fields = { holder: next.holder, token: next.token, expiresAt: next.expiresAt };
      if (!stored) {
        try {
          await this.leases().insertOne({ _id: next.name, ...fields });
          return next;
        } catch (error) {
          if ((error as { code?: unknown }).code === DUPLICATE_KEY) continue;
          throw error;
        }
      }
      const swapped = await this.leases().updateOne(
        { _id: stored._id, holder: stored.holder, token: stored.token, expiresAt: stored.expiresAt },
        { $set: fields },
      );
      if (swapped.matchedCount === 1) return next;
    }
  }

  async releaseLease(name: string, token: number): Promise<void> {
    await this.leases().updateOne({ _id: name, token }, { $set: { expiresAt: 0 } });
  }

  async ensureIndexes(specs: IndexSpec[], options: { dropOthers?: boolean } = {}): Promise<void> {
    const declared = new Set<string>();
    for (const spec of specs) {
      if (spec.fields.length === 0) throw new InvalidReadStoreRequestError(`Index on ${spec.collection}: no fields`);
      // A `contains` index is an ordinary one here: a `$contains` (a pattern, see mongodb-query.ts) walks its keys. An
      // index declared for the collection that starts with the field serves as well, and saves a write per document.
      if (spec.kind === 'contains') {
        assertContainsIndexField(spec);
        const startsWithField = (other: IndexSpec) =>
          other.kind !== 'contains' && other.collection === spec.collection && other.fields[0] === spec.fields[0];
        if (specs.some(startsWithField)) continue;
      }
      const keys = Object.fromEntries(spec.fields.map((field) => [mongoField(field), 1 as const]));
      const target = this.collection(spec.collection);
      // MongoDB always indexes _id.
      if (spec.fields.join() === 'id') continue;
      declared.add(`${target.collectionName} ${await target.createIndex(keys)}`);
    }
    if (options.dropOthers) await this.dropIndexesOtherThan(declared);
  }

  /**
   * The indexes of the read-model collections that ensureIndexes made (named as MongoDB names an index it is given no
   * name for: `field_1_other_1`) and `declared` (as `collection index`) does not name. An index someone else made
   * (an operator's TTL index, a shard key's) has any other name or options, and stays.
   */
  private async dropIndexesOtherThan(declared: Set<string>): Promise<void> {
    for (const stored of await this.storedCollections()) {
      const collection = this.db.collection(stored);
      for (const index of await collection.listIndexes().toArray()) {
        const name = String(index.name);
        const madeHere = name === defaultIndexName(index.key as Record<string, unknown>) && Object.values(index.key as object).every((order) => order === 1);
        if (name === '_id_' || !madeHere || declared.has(`${stored} ${name}`)) continue;
        try {
          await collection.dropIndex(name);
        } catch (error) {
          // Another projector starting at the same moment dropped it (or the collection) first: the end is the same.
          if (!INDEX_ALREADY_GONE.has((error as { code?: number }).code ?? 0)) throw error;
        }
      }
    }
  }

  async collections(): Promise<string[]> {
    const names: string[] = [];
    for (const stored of await this.storedCollections()) {
      if ((await this.db.collection(stored).countDocuments({}, { limit: 1 })) > 0) names.push(stored.slice(PREFIX.length));
    }
    return names.sort();
  }

  async createRebuildTarget(): Promise<ReadStore> {
    const stamp = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
    const suffix = `${REBUILD_SUFFIX}${stamp}`;
    const name = this.databaseName.slice(0, MAX_DATABASE_NAME - suffix.length) + suffix;
    return new MongoReadStore(this.client, name, { ...this.options, ownsClient: false });
  }

  /**
   * Moves each rebuilt collection into the live database (renameCollection with dropTarget keeps the rebuilt
   * indexes and swaps each collection atomically), drops live collections the rebuild did not produce, then moves
   * the checkpoints. MongoDB cannot do all of this in one transaction, so the live checkpoints are first lowered to
   * what both sides have certainly applied: if the swap stops halfway, the projector replays from there and its
   * idempotent projections bring every collection, old or new, up to date.
   */
  async swapIn(rebuilt: ReadStore, fence?: { lease: string; token: number }): Promise<void> {
    if (!(rebuilt instanceof MongoReadStore) || rebuilt.client !== this.client || rebuilt.databaseName === this.databaseName) {
      throw new InvalidReadStoreRequestError('swapIn needs a store made by createRebuildTarget of this store');
    }
    // The swap is several steps here (see above), so the fence is checked before the first; the rebuild holds the
    // lease with a lifetime far longer than the swap takes.
    if (fence && (await this.leases().findOne({ _id: fence.lease }))?.token !== fence.token) {
      throw new LeaseLostError(fence.lease, fence.token);
    }
    const rebuiltPositions = new Map(
      (await rebuilt.checkpoints().find().toArray()).map((saved) => [saved._id, saved.position]),
    );
    for (const saved of await this.checkpoints().find().toArray()) {
      const safe = Math.min(saved.position, rebuiltPositions.get(saved._id) ?? 0);
      if (safe < saved.position) await this.checkpoints().updateOne({ _id: saved._id }, { $set: { position: safe } });
    }

    const rebuiltCollections = await rebuilt.storedCollections();
    for (const name of rebuiltCollections) await this.moveFrom(rebuilt, name);
    for (const name of await this.storedCollections()) {
      if (!rebuiltCollections.includes(name)) await this.db.collection(name).drop();
    }
    const rebuiltHasCheckpoints = (await rebuilt.db.listCollections({ name: CHECKPOINTS }, { nameOnly: true }).toArray()).length > 0;
    if (rebuiltHasCheckpoints) await this.moveFrom(rebuilt, CHECKPOINTS);
    else await this.checkpoints().drop();

    await rebuilt.db.dropDatabase();
  }

  async discard(): Promise<void> {
    if (!this.databaseName.includes(REBUILD_SUFFIX)) {
      throw new InvalidReadStoreRequestError('Only a store made by createRebuildTarget can be discarded');
    }
    await this.db.dropDatabase();
    await this.close();
  }

  async close(): Promise<void> {
    if (this.options.ownsClient) await this.client.close();
  }

  private async apply(batch: ReadModelBatch, session: ClientSession | undefined): Promise<void> {
    if (batch.fence) {
      const { lease, token } = batch.fence;
      // In a transaction this is a write to the lease document, so a takeover committed meanwhile makes one of the
      // two transactions fail on a write conflict: the batch never lands after the lease has moved on. A standalone
      // server has no transactions, and the check only narrows that window.
      const fenced = await this.leases().updateOne({ _id: lease, token }, { $set: { lastWriteAt: Date.now() } }, { session });
      if (fenced.matchedCount === 0) throw new LeaseLostError(lease, token);
    }
    // Consecutive writes to one collection travel as one ordered bulk write; the order of the batch is kept.
    let index = 0;
    while (index < batch.writes.length) {
      const collection = batch.writes[index]!.collection;
      const operations: AnyBulkWriteOperation<StoredDocument>[] = [];
      for (; index < batch.writes.length && batch.writes[index]!.collection === collection; index++) {
        const write = batch.writes[index]!;
        operations.push(
          write.kind === 'put'
            ? { replaceOne: { filter: { _id: write.doc.id }, replacement: write.doc, upsert: true } }
            : { deleteOne: { filter: { _id: write.id } } },
        );
      }
      await this.collection(collection).bulkWrite(operations, { ordered: true, session });
    }
    if (batch.checkpoint) {
      const { name, position } = batch.checkpoint;
      await this.checkpoints().updateOne({ _id: name }, { $set: { position } }, { upsert: true, session });
    }
  }

  private async moveFrom(rebuilt: MongoReadStore, name: string): Promise<void> {
    await this.client.db('admin').command({
      renameCollection: `${rebuilt.databaseName}.${name}`,
      to: `${this.databaseName}.${name}`,
      dropTarget: true,
    });
  }

  private async storedCollections(): Promise<string[]> {
    const all = await this.db.listCollections({}, { nameOnly: true }).toArray();
    return all.map((info) => info.name).filter((name) => name.startsWith(PREFIX));
  }

  private collection(collection: string): Collection<StoredDocument> {
    assertCollectionName(collection);
    return this.db.collection<StoredDocument>(PREFIX + collection);
  }

  private checkpoints(): Collection<StoredCheckpoint> {
    return this.db.collection<StoredCheckpoint>(CHECKPOINTS);
  }

  private leases(): Collection<StoredLease> {
    return this.db.collection<StoredLease>(LEASES);
  }
}
