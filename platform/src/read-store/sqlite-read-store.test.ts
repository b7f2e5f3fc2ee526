import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteDatabase } from '../sqlite/sqlite-driver.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ReadStore } from './read-store.js';
import { openSqliteReadStore } from './sqlite-read-store.js';
import { findQuery } from './sqlite-query.js';
import { sqliteFindPlan } from './test-support/sqlite-find-plan.js';
import { doubledText } from './sqlite-contains-index.js';
import { InvalidReadStoreRequestError } from './read-store-validation.js';
import { describeReadStoreContract } from './test-support/read-store-contract.js';

function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'read-store-'));
}

describeReadStoreContract('SQLite', async () => {
  const dir = tempDir();
  const file = join(dir, 'read-models.sqlite');
  const store = openSqliteReadStore({ file });
  const others: ReadStore[] = [];
  return {
    store,
    openAnother: async () => {
      const another = openSqliteReadStore({ file });
      others.push(another);
      return another;
    },
    indexedFields: async (collection) => {
      const raw = new SqliteDatabase(file, { readonly: true });
      try {
        const indexes = raw
          .prepare<[string], { name: string; sql: string }>("SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL")
          .all(`rm_${collection}`);
        // The store names its own by their fields; an operator's index is read from the fields its SQL extracts.
        const fieldsInSql = (sql: string) => [...sql.matchAll(/'\$\.([\w.]+)'/g)].map((match) => match[1]).join();
        return indexes.map(({ name, sql }) => /\((.*)\)$/.exec(name)?.[1] ?? fieldsInSql(sql));
      } finally {
        raw.close();
      }
    },
    addOperatorIndex: async (collection, field) => {
      const raw = new SqliteDatabase(file);
      try {
        // An expression index as the store's queries read the field, under a name of the operator's choosing.
        raw.exec(`CREATE INDEX ops_${collection}_${field} ON rm_${collection} (json_extract(doc, '$.${field}'))`);
      } finally {
        raw.close();
      }
    },
    rebuildTargetsLeft: async () => readdirSync(dir).filter((name) => /^read-models\.rebuild-.*\.sqlite$/.test(name)).length,
    cleanup: async () => {
      for (const another of others) await another.close();
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});

describe('SQLite read store on a shared file', () => {
  let dir: string;
  let file: string;
  let writer: ReadStore;
  let reader: ReadStore;

  beforeEach(() => {
    dir = tempDir();
    file = join(dir, 'read-models.sqlite');
    writer = openSqliteReadStore({ file });
    reader = openSqliteReadStore({ file });
  });
  afterEach(async () => {
    await writer.close();
    await reader.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("leaves no copy of an erased document in the write-ahead log once told to forget old versions", async () => {
    const secret = 'naledi.private@example.co.za';
    const readable = () => readFileSync(`${file}-wal`).includes(secret) || readFileSync(file).includes(secret);
    await writer.commit({ writes: [{ kind: 'put', collection: 'users', doc: { id: 'u1', email: secret } }] });
    await writer.commit({ writes: [{ kind: 'delete', collection: 'users', id: 'u1' }] });
    // The delete alone: the log, which holds the last 64 MB of pages, still has the document as it was written.
    expect(readable()).toBe(true);

    expect(await writer.forgetOldVersions!()).toBe(true);

    expect(readable()).toBe(false);
    expect(statSync(`${file}-wal`).size).toBe(0);
    expect(await reader.get('users', 'u1')).toBeNull();
  });

  it('says so when a reader in the middle of a read keeps the log from being emptied, and empties it once asked again', async () => {
    const secret = 'sipho.private@example.co.za';
    await writer.commit({ writes: [{ kind: 'put', collection: 'users', doc: { id: 'u2', email: secret } }] });
    await writer.commit({ writes: [{ kind: 'delete', collection: 'users', id: 'u2' }] });
    const raw = new SqliteDatabase(file);
    raw.exec('BEGIN');
    raw.prepare('SELECT count(*) FROM rm_users').get();

    expect(await writer.forgetOldVersions!()).toBe(false);
    expect(readFileSync(`${file}-wal`).includes(secret)).toBe(true);

    raw.exec('COMMIT');
    raw.close();
    expect(await writer.forgetOldVersions!()).toBe(true);
    expect(readFileSync(`${file}-wal`).includes(secret)).toBe(false);
  });

  it('lets a second connection read what the first committed, including collections created after it opened', async () => {
    expect(await reader.get('questions', 'q1')).toBeNull();
    await writer.commit({
      writes: [{ kind: 'put', collection: 'questions', doc: { id: 'q1', status: 'open' } }],
      checkpoint: { name: 'projector', position: 1 },
    });
    expect(await reader.get('questions', 'q1')).toEqual({ id: 'q1', status: 'open' });
    expect(await reader.find('questions', { where: { status: 'open' } })).toHaveLength(1);
    expect(await reader.checkpoint('projector')).toBe(1);
  });

  it('shows readers on other connections the rebuilt read models after the swap and removes the rebuilt file', async () => {
    await writer.commit({ writes: [{ kind: 'put', collection: 'questions', doc: { id: 'old' } }] });
    expect(await reader.count('questions')).toBe(1);

    const rebuilt = await writer.createRebuildTarget();
    await rebuilt.commit({
      writes: [
        { kind: 'put', collection: 'questions', doc: { id: 'new-1' } },
        { kind: 'put', collection: 'questions', doc: { id: 'new-2' } },
      ],
      checkpoint: { name: 'projector', position: 2 },
    });
    expect(readdirSync(dir).filter((name) => name.includes('.rebuild-'))).not.toEqual([]);
    await writer.swapIn(rebuilt);

    expect((await reader.find('questions', { orderBy: [['id', 'asc']] })).map((doc) => doc.id)).toEqual(['new-1', 'new-2']);
    expect(await reader.checkpoint('projector')).toBe(2);
    expect(readdirSync(dir).filter((name) => name.includes('.rebuild-'))).toEqual([]);
  });

  it('fills a rebuild with no journal beside it, the live file keeping its write-ahead log', async () => {
    await writer.commit({ writes: [{ kind: 'put', collection: 'questions', doc: { id: 'live' } }] });
    const rebuilt = await writer.createRebuildTarget();
    await rebuilt.commit({ writes: [{ kind: 'put', collection: 'questions', doc: { id: 'rebuilt' } }], checkpoint: { name: 'projector', position: 1 } });
    const files = readdirSync(dir);
    expect(files.filter((name) => name.includes('.rebuild-'))).toHaveLength(1);
    expect(files).toContain('read-models.sqlite-wal');

    await writer.swapIn(rebuilt);
    expect(await reader.get('questions', 'rebuilt')).toEqual({ id: 'rebuilt' });
  });

  it('keeps the rebuilt indexes after the swap', async () => {
    await writer.commit({ writes: [{ kind: 'put', collection: 'questions', doc: { id: 'q1', status: 'open' } }] });
    const rebuilt = await writer.createRebuildTarget();
    await rebuilt.ensureIndexes([{ collection: 'scores', fields: ['points'] }]);
    await rebuilt.commit({
      writes: Array.from({ length: 100 }, (_, i) => ({ kind: 'put' as const, collection: 'scores', doc: { id: `s${i}`, points: i } })),
    });
    await writer.swapIn(rebuilt);
    await writer.close();

    const raw = new SqliteDatabase(file, { readonly: true });
    try {
      expect(sqliteFindPlan(raw, 'scores', { where: { points: 3 } })).toMatch(/USING INDEX rm_scores\(points\)/);
    } finally {
      raw.close();
    }
  });

  it("keeps the live store's indexes through the swap, made again over the rebuilt documents", async () => {
    await writer.ensureIndexes([{ collection: 'scores', fields: ['points'] }]);
    await writer.commit({ writes: [{ kind: 'put', collection: 'scores', doc: { id: 'old', points: 3 } }] });
    expect(await reader.find('scores', { where: { points: 3 } })).toHaveLength(1);
    const rebuilt = await writer.createRebuildTarget();
    await rebuilt.commit({
      writes: Array.from({ length: 100 }, (_, i) => ({ kind: 'put' as const, collection: 'scores', doc: { id: `s${i}`, points: i % 10 } })),
    });
    await writer.swapIn(rebuilt);

    // A reader that looked before the swap goes on finding, through the index, what was swapped in.
    expect((await reader.find('scores', { where: { points: 3 }, orderBy: [['id', 'asc']] })).map((doc) => doc.id)).toEqual([
      's13', 's23', 's3', 's33', 's43', 's53', 's63', 's73', 's83', 's93',
    ]);
    await writer.close();
    const raw = new SqliteDatabase(file, { readonly: true });
    try {
      expect(sqliteFindPlan(raw, 'scores', { where: { points: 3 } })).toMatch(/USING INDEX rm_scores\(points\)/);
      expect(raw.prepare("SELECT count(*) FROM sqlite_master WHERE type = 'index' AND tbl_name = 'rm_scores'").pluck().get()).toBe(2);
    } finally {
      raw.close();
    }
  });

  it('rolls back every write of a batch when one fails while writing', async () => {
    await writer.commit({ writes: [{ kind: 'put', collection: 'questions', doc: { id: 'q1', v: 1 } }], checkpoint: { name: 'projector', position: 1 } });
    await expect(
      writer.commit({
        writes: [
          { kind: 'put', collection: 'questions', doc: { id: 'q1', v: 2 } },
          { kind: 'put', collection: 'brand_new', doc: { id: 'x' } },
          // JSON has no BigInt: this write throws halfway through the transaction.
          { kind: 'put', collection: 'questions', doc: { id: 'q2', v: 10n } },
        ],
        checkpoint: { name: 'projector', position: 2 },
      }),
    ).rejects.toThrow(/BigInt/);
    expect(await writer.get('questions', 'q1')).toEqual({ id: 'q1', v: 1 });
    expect(await writer.checkpoint('projector')).toBe(1);
    expect(await writer.collections()).toEqual(['questions']);
    // The table created by the failed batch was rolled back; writing to that collection still works.
    await writer.commit({ writes: [{ kind: 'put', collection: 'brand_new', doc: { id: 'y' } }] });
    expect(await reader.get('brand_new', 'y')).toEqual({ id: 'y' });
  });
});

describe('SQLite read store indexes', () => {
  let dir: string;
  let file: string;
  let store: ReadStore;
  let raw: SqliteDatabase;

  beforeEach(async () => {
    dir = tempDir();
    file = join(dir, 'read-models.sqlite');
    store = openSqliteReadStore({ file });
    await store.commit({
      writes: Array.from({ length: 200 }, (_, i) => ({
        kind: 'put' as const,
        collection: 'questions',
        doc: { id: `q${i}`, ward: `w${i % 20}`, isPublished: i % 3 === 0, day: i, meta: { region: `r${i % 9}` } },
      })),
    });
    await store.ensureIndexes([
      { collection: 'questions', fields: ['ward', 'day'] },
      { collection: 'questions', fields: ['isPublished'] },
      { collection: 'questions', fields: ['meta.region'] },
    ]);
    raw = new SqliteDatabase(file, { readonly: true });
  });
  afterEach(async () => {
    raw.close();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves equality, ranges and dotted paths from the expression indexes', () => {
    expect(sqliteFindPlan(raw, 'questions', { where: { ward: 'w7' } })).toMatch(/USING INDEX rm_questions\(ward,day\)/);
    expect(sqliteFindPlan(raw, 'questions', { where: { ward: 'w7', day: { $gte: 150 } } })).toMatch(
      /USING INDEX rm_questions\(ward,day\) \(.*>\?/,
    );
    expect(sqliteFindPlan(raw, 'questions', { where: { 'meta.region': 'r3' } })).toMatch(/USING INDEX rm_questions\(meta\.region\)/);
    expect(sqliteFindPlan(raw, 'questions', { where: { ward: { $in: ['w1', 'w2'] } } })).toMatch(
      /USING INDEX rm_questions\(ward,day\)/,
    );
  });

  it('serves a JSON boolean condition from its index', () => {
    expect(sqliteFindPlan(raw, 'questions', { where: { isPublished: true } })).toMatch(/USING INDEX rm_questions\(isPublished\)/);
  });

  it('reads a filtered, sorted page in index order without sorting the whole collection', () => {
    const detail = sqliteFindPlan(raw, 'questions', { where: { ward: 'w7' }, orderBy: [['day', 'desc']], limit: 10 });
    expect(detail).toMatch(/USING INDEX rm_questions\(ward,day\)/);
    expect(detail).not.toMatch(/USE TEMP B-TREE FOR ORDER BY/);
  });

  it('finds the same documents through the indexes as a scan would', async () => {
    const open = await store.find('questions', { where: { ward: 'w7', day: { $gte: 150 } }, orderBy: [['day', 'desc']] });
    expect(open.map((doc) => doc.day)).toEqual([187, 167]);
    expect(await store.count('questions', { isPublished: true })).toBe(67);
    expect(existsSync(file)).toBe(true);
  });
});

describe('SQLite contains index', () => {
  let dir: string;
  let file: string;
  let store: ReadStore;

  beforeEach(async () => {
    dir = tempDir();
    file = join(dir, 'read-models.sqlite');
    store = openSqliteReadStore({ file });
    await store.commit({
      writes: ['thabo_m', 'jacobzuma', 'zumafan'].map((name, i) => ({ kind: 'put' as const, collection: 'users', doc: { id: `u${i}`, name } })),
    });
    await store.ensureIndexes([{ collection: 'users', fields: ['name'], kind: 'contains' }]);
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const withRaw = <T>(use: (raw: SqliteDatabase) => T): T => {
    const raw = new SqliteDatabase(file, { readonly: true });
    try {
      return use(raw);
    } finally {
      raw.close();
    }
  };
  const planOf = (text: string) =>
    withRaw((raw) => {
      const query = findQuery('users', { where: { name: { $contains: text } }, limit: 20 }, {
        tableFor: () => 'contains_users_name',
        match: (searched) => `"${searched}"`,
        shortestSearch: 2,
      });
      return (raw.prepare(`EXPLAIN QUERY PLAN ${query.sql}`).all(...query.params) as Array<{ detail: string }>).map((row) => row.detail).join('\n');
    });

  it('leaves no old text under a rowid SQLite hands to a new document, in the same commit or the next', async () => {
    // u2 has the highest rowid: deleted, its rowid goes to the next document inserted.
    await store.commit({
      writes: [
        { kind: 'delete', collection: 'users', id: 'u2' },
        { kind: 'put', collection: 'users', doc: { id: 'u3', name: 'naledi' } },
      ],
    });
    expect(indexed('zumafan')).toEqual([]);
    await store.commit({ writes: [{ kind: 'delete', collection: 'users', id: 'u3' }] });
    await store.commit({ writes: [{ kind: 'put', collection: 'users', doc: { id: 'u4', name: 'pieter' } }] });
    expect(indexed('naledi')).toEqual([]);
    expect(await store.find('users', { where: { name: { $contains: 'di' } } })).toEqual([]);
    expect(await store.find('users', { where: { name: { $contains: 'ete' } } })).toEqual([{ id: 'u4', name: 'pieter' }]);
  });

  it('keeps the index from every connection, whichever made or dropped it since that connection last wrote', async () => {
    const other = openSqliteReadStore({ file });
    try {
      await store.commit({ writes: [{ kind: 'put', collection: 'users', doc: { id: 'u7', name: 'kgosi' } }] });
      await other.ensureIndexes([], { dropOthers: true });
      await store.commit({ writes: [{ kind: 'put', collection: 'users', doc: { id: 'u5', name: 'thandi' } }] });
      await other.ensureIndexes([{ collection: 'users', fields: ['name'], kind: 'contains' }]);
      await store.commit({ writes: [{ kind: 'put', collection: 'users', doc: { id: 'u6', name: 'thembi' } }] });
      expect(indexed('th')).toHaveLength(3);
      expect((await other.find('users', { where: { name: { $contains: 'th' } } })).map((doc) => doc.id).sort()).toEqual(['u0', 'u5', 'u6']);
    } finally {
      await other.close();
    }
  });

  it('refuses an index whose table would be that of another collection and field', async () => {
    await store.ensureIndexes([{ collection: 'user', fields: ['stats_x'], kind: 'contains' }]);
    await expect(store.ensureIndexes([{ collection: 'user_stats', fields: ['x'], kind: 'contains' }])).rejects.toThrow(InvalidReadStoreRequestError);
    await expect(store.ensureIndexes([{ collection: 'users', fields: ['NAME'], kind: 'contains' }])).rejects.toThrow(InvalidReadStoreRequestError);
  });

  it('looks two characters or more up in the text search table, and reads every document only for one character', () => {
    // The matches are read one at a time, each followed by its document, until the page is full: never listed whole first.
    expect(planOf('zu')).toMatch(/^SCAN contains_users_name VIRTUAL TABLE INDEX \S+\nSEARCH rm_users USING INTEGER PRIMARY KEY \(rowid=\?\)$/);
    expect(planOf('z')).not.toMatch(/contains_users_name/);
  });

  /** The rowids the index itself holds for a text: what a copy of the file would give away, documents or not. */
  const indexed = (text: string) =>
    withRaw((raw) => raw.prepare('SELECT rowid FROM contains_users_name WHERE contains_users_name MATCH ?').pluck().all(`"${doubledText(text)}"`));

  it('takes an erased text out of the index at once, not at a later merge, and drops the index when no longer declared', async () => {
    expect(withRaw((raw) => raw.prepare("SELECT v FROM contains_users_name_config WHERE k = 'secure-delete'").pluck().get())).toBe(1);
    expect(indexed('jacobzuma')).toHaveLength(1);
    await store.commit({ writes: [{ kind: 'delete', collection: 'users', id: 'u1' }] });
    expect(indexed('jacobzuma')).toEqual([]);
    expect(await store.find('users', { where: { name: { $contains: 'zu' } } })).toEqual([{ id: 'u2', name: 'zumafan' }]);

    await store.ensureIndexes([], { dropOthers: true });
    const left = withRaw((raw) => raw.prepare("SELECT name FROM sqlite_master WHERE name GLOB 'contains_*_*'").pluck().all());
    expect(left).toEqual([]);
    // Writes go on, and the search reads the documents instead.
    await store.commit({ writes: [{ kind: 'put', collection: 'users', doc: { id: 'u3', name: 'zulu' } }] });
    expect((await store.find('users', { where: { name: { $contains: 'zu' } } })).map((doc) => doc.id).sort()).toEqual(['u2', 'u3']);
  });
});
