import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';
import { SqliteDatabase, type SqliteStatement } from '../sqlite/sqlite-driver.js';
import { decideLease, type Lease, LeaseLostError, type LeaseRequest } from './lease.js';
import type { Document, Filter, FindOptions, IndexSpec, ReadModelBatch, ReadStore } from './read-store.js';
import {
  assertCollectionName,
  assertContainsIndexField,
  assertValidBatch,
  InvalidReadStoreRequestError,
} from './read-store-validation.js';
import {
  containsMatch,
  containsTableName,
  CREATE_CONTAINS_INDEXES_TABLE,
  createContainsIndexStatements,
  DOUBLED_TEXT_FUNCTION,
  doubledText,
  dropContainsIndexStatements,
  indexedText,
  SHORTEST_INDEXED_SEARCH,
} from './sqlite-contains-index.js';
import { type ContainsIndexes, countQuery, createIndexStatement, findQuery, indexName, tableName, type SqlValue } from './sqlite-query.js';
import { CREATE_STORE_STATS, RECORD_LARGEST_TRANSACTION } from './sqlite-transaction-stats.js';
import { TextIndexChanges } from './text-index-changes.js';

/**
 * Read models in one SQLite file: a table `rm_<collection>(id, doc JSON)` per collection, a `checkpoints` table
 * and a `leases` table. One writer (the projector) and any number of readers, in this or other processes, may open the file.
 */
export function openSqliteReadStore(options: { file: string }): ReadStore {
  return new SqliteReadStore(options.file);
}

interface CollectionStatements {
  get: SqliteStatement<[string], string>;
  /** The rowid a document's text search entries are kept under. */
  rowid: SqliteStatement<[string], number>;
  getMany: SqliteStatement<[string], { id: string; doc: string }>;
  put: SqliteStatement<[string, string]>;
  delete: SqliteStatement<[string]>;
}

/** A field with a `contains` index, the index's table, and how to read the field's text as stored (null if none). */
interface SearchedField {
  table: string;
  field: string;
  storedText: SqliteStatement<[string], string | null>;
}

/** Queries differ by shape, not by value, so few are ever built; the cap only guards against a runaway caller. */
const MAX_CACHED_QUERIES = 500;

class SqliteReadStore implements ReadStore {
  private readonly db: SqliteDatabase;
  /** Statements of the collections whose table is known to exist on this connection. */
  private readonly collectionStatements = new Map<string, CollectionStatements>();
  private readonly queries = new Map<string, SqliteStatement<SqlValue[]>>();
  private readonly tableExists: SqliteStatement<[string], number>;
  private readonly readCheckpoint: SqliteStatement<[string], number>;
  private readonly saveCheckpoint: SqliteStatement<[string, number]>;
  private readonly readLease: SqliteStatement<[string], Lease>;
  private readonly saveLease: SqliteStatement<[Lease]>;
  private readonly recordLargestTransaction: SqliteStatement<[number]>;
  /** The `contains` indexes by collection, as of a schema version of the file (another connection may change them). */
  private searched: { schemaVersion: number; byCollection: Map<string, SearchedField[]> } | undefined;
  private readonly textStatements = new Map<string, { add: SqliteStatement<[number, string]>; remove: SqliteStatement<[number]> }>();

  /**
   * `scratch`: a file that only a rebuild writes and nobody reads until it is swapped in whole, or deletes
   * (discard) when it fails. It keeps no journal and never waits for the disk: replay spent a sixth of its time
   * keeping a write-ahead log that nothing would ever read.
   */
  constructor(
    readonly file: string,
    private readonly options: { scratch?: boolean } = {},
  ) {
    mkdirSync(dirname(file), { recursive: true });
    this.db = new SqliteDatabase(file);
    if (options.scratch) {
      this.db.pragma('journal_mode = OFF');
      this.db.pragma('synchronous = OFF');
      // Pages of the tables being filled stay in memory between the rebuild's commits (64 MB, outside the V8 heap).
      this.db.pragma('cache_size = -65536');
    } else {
      this.db.pragma('journal_mode = WAL');
      // With WAL, NORMAL loses at most the last transactions on power loss, never consistency; the log can replay them.
      this.db.pragma('synchronous = NORMAL');
      // The projector's commits are large (up to 10,000 documents, several thousand pages), so at SQLite's default of
      // 1,000 pages nearly every commit also copied the log back into the file and synced it. Every 16,384 pages
      // (64 MB) instead made a catch-up of the national benchmark's log about a fifth faster, its resolution too.
      // Readers find their pages through the log's shared index either way; the file is cut back to 64 MB after a
      // checkpoint that found it larger.
      this.db.pragma('wal_autocheckpoint = 16384');
      this.db.pragma(`journal_size_limit = ${64 * 1024 * 1024}`);
    }
    this.db.pragma('busy_timeout = 5000');
    // A deleted account's documents (and the old versions of documents rewritten since) are overwritten with zeros
    // where that costs no extra write, rather than left in the file for anyone with a copy to read (POPIA: erased
    // means erased). FAST, not ON: ON also zeroes whole freed pages, an extra write on every projected batch.
    this.db.pragma('secure_delete = FAST');
    // Keeps the planner's statistics fresh (bounded work), so filters pick the expression indexes.
    this.db.pragma('analysis_limit = 1000');
    this.db.pragma('optimize = 0x10002');
    // A `contains` index made over documents already stored reads their texts through it (sqlite-contains-index.ts).
    this.db.function(DOUBLED_TEXT_FUNCTION, { deterministic: true }, (text: unknown) => doubledText(String(text)));
    this.db.exec('CREATE TABLE IF NOT EXISTS checkpoints (name TEXT PRIMARY KEY, position INTEGER NOT NULL)');
    this.db.exec(
      'CREATE TABLE IF NOT EXISTS leases (name TEXT PRIMARY KEY, holder TEXT NOT NULL, token INTEGER NOT NULL, expires_at INTEGER NOT NULL)',
    );
    this.db.exec(CREATE_STORE_STATS);
    this.db.exec(CREATE_CONTAINS_INDEXES_TABLE);
    this.recordLargestTransaction = this.db.prepare<[number]>(RECORD_LARGEST_TRANSACTION);
    this.tableExists = this.db
      .prepare<[string], number>("SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = ?")
      .pluck();
    this.readCheckpoint = this.db.prepare<[string], number>('SELECT position FROM checkpoints WHERE name = ?').pluck();
    this.saveCheckpoint = this.db.prepare<[string, number]>(
      'INSERT INTO checkpoints (name, position) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET position = excluded.position',
    );
    this.readLease = this.db.prepare<[string], Lease>(
      'SELECT name, holder, token, expires_at AS expiresAt FROM leases WHERE name = ?',
    );
    this.saveLease = this.db.prepare<[Lease]>(
      `INSERT INTO leases (name, holder, token, expires_at) VALUES (@name, @holder, @token, @expiresAt)
       ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, token = excluded.token, expires_at = excluded.expires_at`,
    );
  }

  async get<T extends Document = Document>(collection: string, id: string): Promise<T | null> {
    const doc = this.existing(collection)?.get.get(id);
    return doc === undefined ? null : (JSON.parse(doc) as T);
  }

  async getMany<T extends Document = Document>(collection: string, ids: string[]): Promise<T[]> {
    const statements = this.existing(collection);
    if (!statements || ids.length === 0) return [];
    const found = new Map(statements.getMany.all(JSON.stringify(ids)).map((row) => [row.id, row.doc]));
    return [...new Set(ids)].flatMap((id) => {
      const doc = found.get(id);
      return doc === undefined ? [] : [JSON.parse(doc) as T];
    });
  }

  async find<T extends Document = Document>(collection: string, options: FindOptions = {}): Promise<T[]> {
    const query = findQuery(collection, options, this.containsIndexesOf(collection));
    if (!this.existing(collection)) return [];
    return this.query(query.sql)
      .pluck()
      .all(...query.params)
      .map((doc) => JSON.parse(doc as string) as T);
  }

  async count(collection: string, where?: Filter): Promise<number> {
    const query = countQuery(collection, where, this.containsIndexesOf(collection));
    if (!this.existing(collection)) return 0;
    return this.query(query.sql).pluck().get(...query.params) as number;
  }

  async commit(batch: ReadModelBatch): Promise<void> {
    assertValidBatch(batch);
    this.writeTransaction(() => {
      // Checked inside the write transaction, which holds the file's write lock: no takeover can slip in between.
      if (batch.fence) this.assertFence(batch.fence);
      const searched = this.searchedFields();
      const textChanges = new TextIndexChanges();
      for (const write of batch.writes) {
        const statements = this.ensureTable(write.collection);
        const fields = searched.get(write.collection);
        const id = write.kind === 'put' ? write.doc.id : write.id;
        const storedRowid = fields ? statements.rowid.get(id) : undefined;
        const before = fields && storedRowid !== undefined ? fields.map(({ storedText }) => storedText.get(id) ?? undefined) : [];
        const written = write.kind === 'put' ? statements.put.run(id, JSON.stringify(write.doc)) : statements.delete.run(id);
        if (fields) {
          // An upsert keeps the row's rowid; a new row's is the one just inserted.
          const rowid = storedRowid ?? Number(written.lastInsertRowid);
          for (const [index, { table, field }] of fields.entries()) {
            textChanges.record(table, rowid, before[index], write.kind === 'put' ? indexedText(write.doc, field) : undefined);
          }
        }
      }
      // After every document: FTS5 writes what it holds as a segment whenever a later statement of the transaction
      // opens a savepoint (as an upsert does), so texts added between the documents became a segment each.
      for (const { table, removals, additions } of textChanges.updates()) {
        const statements = this.textStatementsOf(table);
        for (const rowid of removals) statements.remove.run(rowid);
        for (const { rowid, text } of additions) statements.add.run(rowid, doubledText(text));
      }
      if (batch.checkpoint) this.saveCheckpoint.run(batch.checkpoint.name, batch.checkpoint.position);
      // Kept by the file, not this connection, so that a count reset from outside (the benchmark) holds.
      this.recordLargestTransaction.run(batch.writes.length);
    });
  }

  async checkpoint(name: string): Promise<number> {
    return this.readCheckpoint.get(name) ?? 0;
  }

  async acquireLease(request: LeaseRequest): Promise<Lease | null> {
    let outcome: Lease | null = null;
    this.writeTransaction(() => {
      outcome = decideLease(this.readLease.get(request.name), request, Date.now());
      if (outcome) this.saveLease.run(outcome);
    });
    return outcome;
  }

  async releaseLease(name: string, token: number): Promise<void> {
    this.db.prepare('UPDATE leases SET expires_at = 0 WHERE name = ? AND token = ?').run(name, token);
  }

  async ensureIndexes(specs: IndexSpec[], options: { dropOthers?: boolean } = {}): Promise<void> {
    const ordinary = specs.filter((spec) => spec.kind !== 'contains');
    const contains = specs.filter((spec) => spec.kind === 'contains');
    const statements = ordinary.map((spec) => {
      if (spec.fields.length === 0) throw new InvalidReadStoreRequestError(`Index on ${spec.collection}: no fields`);
      return { collection: spec.collection, sql: createIndexStatement(spec), onIdOnly: spec.fields.join() === 'id' };
    });
    const containsTables = contains.map((spec) => {
      assertContainsIndexField(spec);
      return { spec, table: containsTableName(spec.collection, spec.fields[0]!) };
    });
    this.writeTransaction(() => {
      for (const { collection, sql, onIdOnly } of statements) {
        this.ensureTable(collection);
        // The primary key already indexes id.
        if (!onIdOnly) this.db.exec(sql);
      }
      const made = this.containsIndexes();
      for (const { spec, table } of containsTables) {
        this.ensureTable(spec.collection);
        const same = made.find((index) => index.table.toLowerCase() === table.toLowerCase());
        if (!same) this.createContainsIndex(spec, table);
        else if (same.spec.collection !== spec.collection || same.spec.fields[0] !== spec.fields[0]) {
          // SQLite's names ignore case and the collection's name may hold underscores: two indexes may come out alike.
          throw new InvalidReadStoreRequestError(
            `Contains index on ${spec.collection}.${spec.fields[0]}: its table ${table} is ${same.spec.collection}.${same.spec.fields[0]}'s`,
          );
        }
      }
      if (options.dropOthers) {
        this.dropIndexesOtherThan(new Set(ordinary.map(indexName)));
        const declared = new Set(containsTables.map(({ table }) => table));
        for (const { table } of this.containsIndexes()) {
          if (!declared.has(table)) for (const sql of dropContainsIndexStatements(table)) this.db.exec(sql);
        }
      }
    });
    this.db.pragma('optimize');
  }

  /** The fields with a `contains` index, by collection; read again only when the file's schema has changed. */
  private searchedFields(): Map<string, SearchedField[]> {
    const schemaVersion = this.db.pragma('schema_version', { simple: true }) as number;
    if (this.searched?.schemaVersion !== schemaVersion) {
      const byCollection = new Map<string, SearchedField[]>();
      for (const { table, spec } of this.containsIndexes()) {
        const field = spec.fields[0]!;
        const storedText = this.db
          .prepare<[string], string | null>(
            `SELECT CASE WHEN json_type(doc, '$.${field}') = 'text' THEN json_extract(doc, '$.${field}') END FROM ${tableName(spec.collection)} WHERE id = ?`,
          )
          .pluck();
        byCollection.set(spec.collection, [...(byCollection.get(spec.collection) ?? []), { table, field, storedText }]);
      }
      this.searched = { schemaVersion, byCollection };
    }
    return this.searched.byCollection;
  }

  private textStatementsOf(table: string) {
    let statements = this.textStatements.get(table);
    if (!statements) {
      statements = {
        add: this.db.prepare<[number, string]>(`INSERT INTO ${table} (rowid, text) VALUES (?, ?)`),
        remove: this.db.prepare<[number]>(`DELETE FROM ${table} WHERE rowid = ?`),
      };
      this.textStatements.set(table, statements);
    }
    return statements;
  }

  private createContainsIndex(spec: IndexSpec, table: string): void {
    const [create, ...rest] = createContainsIndexStatements(spec);
    this.db.exec(create!);
    // An erased account's text leaves the index with its document, rather than staying in the index's older segments
    // until a merge happens to rewrite them (POPIA: erased means erased).
    this.db.prepare(`INSERT INTO ${table} (${table}, rank) VALUES ('secure-delete', 1)`).run();
    for (const sql of rest) this.db.exec(sql);
  }

  /** The `contains` indexes of the live file, as their tables and the collection and field each serves. */
  private containsIndexes(): Array<{ table: string; spec: IndexSpec }> {
    const rows = this.db
      .prepare<[], { name: string; collection: string; field: string }>('SELECT name, collection, field FROM main.contains_indexes ORDER BY name')
      .all();
    return rows.map(({ name, collection, field }) => ({ table: name, spec: { collection, fields: [field], kind: 'contains' as const } }));
  }

  /** How a `$contains` on the collection finds its documents: through the field's index when it has one. */
  private containsIndexesOf(collection: string): ContainsIndexes {
    return {
      // As of the file's schema now: the projector may create the index after this connection's first search.
      tableFor: (field) => this.searchedFields().get(collection)?.find((searched) => searched.field === field)?.table,
      match: containsMatch,
      shortestSearch: SHORTEST_INDEXED_SEARCH,
    };
  }

  /** Indexes that ensureIndexes made (named `rm_<collection>(<fields>)`) and `declared` no longer names. */
  private dropIndexesOtherThan(declared: Set<string>): void {
    const made = this.db
      .prepare<[], string>("SELECT name FROM sqlite_master WHERE type = 'index' AND name GLOB 'rm_*(*)'")
      .pluck()
      .all();
    for (const name of made) {
      const quoted = `"${name}"`;
      if (!declared.has(quoted)) this.db.exec(`DROP INDEX ${quoted}`);
    }
  }

  async collections(): Promise<string[]> {
    const tables = this.db
      .prepare<[], string>("SELECT name FROM sqlite_master WHERE type = 'table' AND name GLOB 'rm_*' ORDER BY name")
      .pluck()
      .all();
    return tables
      .filter((table) => this.db.prepare(`SELECT EXISTS (SELECT 1 FROM ${table})`).pluck().get() === 1)
      .map((table) => table.slice('rm_'.length));
  }

  async createRebuildTarget(): Promise<ReadStore> {
    const extension = extname(this.file);
    const stem = basename(this.file, extension);
    const stamp = `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
    return new SqliteReadStore(join(dirname(this.file), `${stem}.rebuild-${stamp}${extension}`), { scratch: true });
  }

  /**
   * Copies the rebuilt file's tables over the live ones inside one transaction of the live file, so readers on
   * other connections switch from the old read models to the new ones at a single commit. The collections' tables
   * are emptied, never dropped: statements that other connections prepared stay valid. The text search indexes are
   * dropped and made again from the copied documents (a statement prepared on one is prepared again by SQLite).
   */
  async swapIn(rebuilt: ReadStore, fence?: { lease: string; token: number }): Promise<void> {
    if (!(rebuilt instanceof SqliteReadStore) || rebuilt === this || rebuilt.file === this.file) {
      throw new InvalidReadStoreRequestError('swapIn needs a store made by createRebuildTarget of this store');
    }
    // Closing the last connection folds its write-ahead log into the file that is attached below.
    await rebuilt.close();
    this.db.prepare('ATTACH DATABASE ? AS rebuilt').run(rebuilt.file);
    // The swap frees every page of the old read models, and of the text search indexes it makes again: zeroed, not
    // left in the file, so that an account erased meanwhile leaves nothing behind (FAST zeroes only what it can cheaply).
    this.db.pragma('secure_delete = ON');
    try {
      this.writeTransaction(() => {
        if (fence) this.assertFence(fence);
        this.copyFromAttached();
      });
    } finally {
      this.db.pragma('secure_delete = FAST');
      this.db.exec('DETACH DATABASE rebuilt');
    }
    for (const suffix of ['', '-wal', '-shm']) rmSync(rebuilt.file + suffix, { force: true });
    this.db.pragma('optimize');
  }

  async discard(): Promise<void> {
    if (!this.options.scratch) throw new InvalidReadStoreRequestError('Only a store made by createRebuildTarget can be discarded');
    await this.close();
    for (const suffix of ['', '-wal', '-shm']) rmSync(this.file + suffix, { force: true });
  }

  async forgetOldVersions(): Promise<boolean> {
    // Copies the log into the file (where secure_delete has zeroed what was deleted) and empties it. A reader holding
    // an older snapshot past the busy timeout stops it short, and a later ordinary checkpoint does not finish the job
    // (old frames stay until overwritten): so it says whether it got there, and the caller tries again.
    const [result] = this.db.pragma('wal_checkpoint(TRUNCATE)') as Array<{ busy: number }>;
    return result?.busy === 0;
  }

  async close(): Promise<void> {
    if (!this.db.open) return;
    this.db.pragma('optimize');
    this.db.close();
  }

  private assertFence(fence: { lease: string; token: number }): void {
    if (this.readLease.get(fence.lease)?.token !== fence.token) throw new LeaseLostError(fence.lease, fence.token);
  }

  private copyFromAttached(): void {
    const tablesOf = (schema: string) =>
      this.db
        .prepare<[], string>(`SELECT name FROM ${schema}.sqlite_master WHERE type = 'table' AND name GLOB 'rm_*'`)
        .pluck()
        .all();
    const rebuiltTables = tablesOf('rebuilt');
    // The text search indexes are made again from the copied documents, at once, rather than kept row by row through
    // the deletions and insertions of the copy.
    const containsIndexes = this.containsIndexes();
    for (const { table } of containsIndexes) for (const sql of dropContainsIndexStatements(table)) this.db.exec(sql);
    // So are the ordinary ones, made again over the complete tables: copied into indexed tables row by row, the swap of
    // a replay of 204,250 events took 3.1-3.2 s; into bare tables, with the indexes made after, 1.8-2.4 s.
    const liveIndexes = this.db
      .prepare<[], { name: string; sql: string }>(
        "SELECT name, sql FROM main.sqlite_master WHERE type = 'index' AND sql IS NOT NULL AND tbl_name GLOB 'rm_*'",
      )
      .all();
    for (const { name } of liveIndexes) this.db.exec(`DROP INDEX main."${name}"`);
    for (const table of tablesOf('main')) {
      if (!rebuiltTables.includes(table)) this.db.exec(`DELETE FROM main.${table}`);
    }
    for (const table of rebuiltTables) {
      const collection = table.slice('rm_'.length);
      this.ensureTable(collection);
      this.db.exec(`DELETE FROM main.${table}; INSERT INTO main.${table} (id, doc) SELECT id, doc FROM rebuilt.${table}`);
    }
    const rebuiltIndexes = this.db
      .prepare<[], { name: string; sql: string }>(
        "SELECT name, sql FROM rebuilt.sqlite_master WHERE type = 'index' AND sql IS NOT NULL AND tbl_name GLOB 'rm_*'",
      )
      .all();
    // The table exists in main, so SQLite creates the index there.
    for (const { sql } of liveIndexes) this.db.exec(sql);
    const remade = new Set(liveIndexes.map(({ name }) => name));
    for (const index of rebuiltIndexes) {
      if (!remade.has(index.name)) this.db.exec(index.sql);
    }
    for (const { table, spec } of containsIndexes) this.createContainsIndex(spec, table);
    this.db.exec('DELETE FROM main.checkpoints');
    this.db.exec('INSERT INTO main.checkpoints (name, position) SELECT name, position FROM rebuilt.checkpoints');
  }

  /**
   * Runs `work` in an IMMEDIATE transaction (takes the write lock up front, so busy_timeout applies instead of a
   * failed lock upgrade). Tables created by a transaction that rolls back vanish, so they are forgotten too.
   */
  private writeTransaction(work: () => void): void {
    const known = new Set(this.collectionStatements.keys());
    try {
      this.db.transaction(work).immediate();
    } catch (error) {
      for (const collection of [...this.collectionStatements.keys()]) {
        if (!known.has(collection)) this.collectionStatements.delete(collection);
      }
      throw error;
    }
  }

  private existing(collection: string): CollectionStatements | undefined {
    const cached = this.collectionStatements.get(collection);
    if (cached) return cached;
    // Another connection may have created the table since this one last looked.
    if (this.tableExists.get(tableName(collection)) === 0) return undefined;
    return this.prepareCollection(collection);
  }

  private ensureTable(collection: string): CollectionStatements {
    const cached = this.collectionStatements.get(collection);
    if (cached) return cached;
    this.db.exec(`CREATE TABLE IF NOT EXISTS ${tableName(collection)} (id TEXT PRIMARY KEY, doc TEXT NOT NULL)`);
    return this.prepareCollection(collection);
  }

  private prepareCollection(collection: string): CollectionStatements {
    assertCollectionName(collection);
    const table = tableName(collection);
    const statements: CollectionStatements = {
      get: this.db.prepare<[string], string>(`SELECT doc FROM ${table} WHERE id = ?`).pluck(),
      rowid: this.db.prepare<[string], number>(`SELECT rowid FROM ${table} WHERE id = ?`).pluck(),
      getMany: this.db.prepare<[string], { id: string; doc: string }>(
        `SELECT id, doc FROM ${table} WHERE id IN (SELECT value FROM json_each(?))`,
      ),
      put: this.db.prepare<[string, string]>(
        `INSERT INTO ${table} (id, doc) VALUES (?, ?) ON CONFLICT (id) DO UPDATE SET doc = excluded.doc`,
      ),
      delete: this.db.prepare<[string]>(`DELETE FROM ${table} WHERE id = ?`),
    };
    this.collectionStatements.set(collection, statements);
    return statements;
  }

  private query(sql: string): SqliteStatement<SqlValue[]> {
    let statement = this.queries.get(sql);
    if (!statement) {
      if (this.queries.size >= MAX_CACHED_QUERIES) this.queries.clear();
      statement = this.db.prepare<SqlValue[]>(sql);
      this.queries.set(sql, statement);
    }
    return statement;
  }
}
