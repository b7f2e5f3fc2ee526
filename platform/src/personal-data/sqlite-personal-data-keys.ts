import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { SqliteDatabase } from '../sqlite/sqlite-driver.js';
import { PERSONAL_DATA_KEY_BYTES, PersonalDataErasedError, type PersonalDataKeys } from './personal-data-keys.js';

interface KeyRow {
  subject: string;
  key: Buffer | null;
}

/**
 * Personal-data keys in their own SQLite file (embedded setup), apart from the event log so that the two are never
 * copied or restored as one. The file keeps a rollback journal rather than a write-ahead log, and overwrites what it
 * frees (secure_delete): an erased key leaves no copy in the file's pages. Every change is synced before it is
 * acknowledged: a lost key would make a person's data unreadable as surely as an erasure.
 */
export function openSqlitePersonalDataKeys(options: { file: string }): PersonalDataKeys {
  mkdirSync(dirname(options.file), { recursive: true });
  const db = new SqliteDatabase(options.file);
  db.pragma('journal_mode = DELETE');
  db.pragma('synchronous = FULL');
  db.pragma('secure_delete = ON');
  db.pragma('busy_timeout = 5000');
  db.exec(`
    CREATE TABLE IF NOT EXISTS personal_data_keys (
      subject TEXT PRIMARY KEY,
      key BLOB,
      erased_at INTEGER
    )
  `);
  const insert = db.prepare<[string, Buffer]>('INSERT OR IGNORE INTO personal_data_keys (subject, key) VALUES (?, ?)');
  const select = db.prepare<[string], KeyRow>('SELECT subject, key FROM personal_data_keys WHERE subject = ?');
  // Many subjects in one statement (a JSON array of them): with a rollback journal every statement outside a
  // transaction takes and drops the file's lock, which cost a replay's page of registrations more than the keys.
  // Each row names its subject by its place in the array, so that the caller's own string is the one found.
  const selectMany = db.prepare<[string], { place: number; key: Buffer | null }>(
    'SELECT asked.key AS place, stored.key AS key FROM json_each(?) AS asked JOIN personal_data_keys AS stored ON stored.subject = asked.value',
  );
  const rowsOf = (subjectIds: readonly string[]): KeyRow[] => {
    const subjects = [...new Set(subjectIds)];
    if (subjects.length === 0) return [];
    return selectMany.all(JSON.stringify(subjects)).map(({ place, key }) => ({ subject: subjects[place]!, key }));
  };
  const erase = db.prepare<[{ subject: string; now: number }]>(
    `INSERT INTO personal_data_keys (subject, key, erased_at) VALUES (@subject, NULL, @now)
     ON CONFLICT (subject) DO UPDATE SET key = NULL, erased_at = coalesce(erased_at, @now)`,
  );

  const store: PersonalDataKeys = {
    // One subject is a set of one: made, refused when erased, and raced exactly as many are.
    async keyFor(subjectId) {
      return (await store.keysFor([subjectId])).get(subjectId)!;
    },

    async keysFor(subjectIds) {
      // One immediate transaction, so one durable commit, for the whole set; an erased subject rolls all of it back.
      return db.transaction(() => {
        const keys = new Map<string, Buffer>();
        for (const subjectId of new Set(subjectIds)) {
          insert.run(subjectId, randomBytes(PERSONAL_DATA_KEY_BYTES));
          const row = select.get(subjectId);
          if (!row?.key) throw new PersonalDataErasedError(subjectId);
          keys.set(subjectId, row.key);
        }
        return keys;
      }).immediate();
    },

    async keysOf(subjectIds) {
      const keys = new Map<string, Buffer>();
      for (const row of rowsOf(subjectIds)) if (row.key) keys.set(row.subject, row.key);
      return keys;
    },

    async erasedAmong(subjectIds) {
      return new Set(rowsOf(subjectIds).flatMap((row) => (row.key ? [] : [row.subject])));
    },

    async erase(subjectId) {
      erase.run({ subject: subjectId, now: Date.now() });
    },

    async close() {
      if (db.open) db.close();
    },
  };
  return store;
}
