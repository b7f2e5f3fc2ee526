import { randomBytes } from 'node:crypto';
import { Binary, MongoBulkWriteError, MongoClient } from 'mongodb';
import { onlyLostRaces } from './lost-insert-races.js';
import { PERSONAL_DATA_KEY_BYTES, PersonalDataErasedError, type PersonalDataKeys } from './personal-data-keys.js';

interface KeyDocument {
  _id: string;
  key: Binary | null;
  erasedAt?: Date;
}

/**
 * Personal-data keys in MongoDB (distributed setup), in a database of their own: `iec-bets replay` rebuilds and
 * swaps the read models' database, which must never touch the keys, and the keys can be backed up (or not) on
 * their own schedule. Writes wait for a majority, so that an acknowledged key, or erasure, survives a failover.
 */
export async function openMongoPersonalDataKeys(options: { url: string; database: string; appName?: string }): Promise<PersonalDataKeys> {
  const client = new MongoClient(options.url, options.appName ? { appName: options.appName } : {});
  await client.connect();
  const keys = client.db(options.database).collection<KeyDocument>('personal_data_keys', { writeConcern: { w: 'majority', j: true } });

  const findKeys = (ids: string[]) => keys.find({ _id: { $in: ids } }, { readConcern: { level: 'majority' } }).toArray();

  const store: PersonalDataKeys = {
    // One subject is a set of one: made, refused when erased, and raced exactly as many are.
    async keyFor(subjectId) {
      return (await store.keysFor([subjectId])).get(subjectId)!;
    },

    async keysFor(subjectIds) {
      const unique = [...new Set(subjectIds)];
      const result = new Map<string, Buffer>();
      if (unique.length === 0) return result;
      const known = new Map((await findKeys(unique)).map((doc) => [doc._id, doc.key]));
      // Refused before anything is written, as on SQLite: no keys are made for the rest of a set that cannot be sealed.
      const erased = unique.find((id) => known.get(id) === null);
      if (erased !== undefined) throw new PersonalDataErasedError(erased);
      const missing = unique.filter((id) => !known.has(id));
      if (missing.length > 0) {
        try {
          // Unordered: a key another process made meanwhile fails its own insert only, and theirs is the one.
          await keys.insertMany(
            missing.map((id) => ({ _id: id, key: new Binary(randomBytes(PERSONAL_DATA_KEY_BYTES)) })),
            { ordered: false },
          );
        } catch (error) {
          const lostRaces =
            error instanceof MongoBulkWriteError &&
            onlyLostRaces(
              {
                writeErrorCodes: [error.writeErrors].flat().map((writeError) => writeError.code),
                inserted: error.insertedCount,
                writeConcernFailed: error.result.getWriteConcernError() !== undefined,
              },
              missing.length,
            );
          if (!lostRaces) throw error;
        }
        for (const doc of await findKeys(missing)) known.set(doc._id, doc.key);
      }
      for (const id of unique) {
        const key = known.get(id);
        if (key === undefined) throw new Error(`The personal-data key of ${id} was neither found nor made`);
        if (key === null) throw new PersonalDataErasedError(id);
        result.set(id, Buffer.from(key.buffer));
      }
      return result;
    },

    async keysOf(subjectIds) {
      const unique = [...new Set(subjectIds)];
      const result = new Map<string, Buffer>();
      if (unique.length === 0) return result;
      for await (const doc of keys.find({ _id: { $in: unique }, key: { $ne: null } })) {
        if (doc.key) result.set(doc._id, Buffer.from(doc.key.buffer));
      }
      return result;
    },

    async erasedAmong(subjectIds) {
      const unique = [...new Set(subjectIds)];
      const erased = new Set<string>();
      if (unique.length === 0) return erased;
      const found = keys.find({ _id: { $in: unique }, key: null }, { projection: { _id: 1 }, readConcern: { level: 'majority' } });
      for await (const doc of found) erased.add(doc._id);
      return erased;
    },

    async erase(subjectId) {
      await keys.updateOne({ _id: subjectId }, { $set: { key: null }, $min: { erasedAt: new Date() } }, { upsert: true });
    },

    async close() {
      await client.close();
    },
  };
  return store;
}
