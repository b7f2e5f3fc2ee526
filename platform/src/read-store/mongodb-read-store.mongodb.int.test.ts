import { randomBytes } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { afterAll, beforeAll } from 'vitest';
import { openMongoReadStore } from './mongodb-read-store.js';
import type { ReadStore } from './read-store.js';
import { describeReadStoreContract } from './test-support/read-store-contract.js';

// Joins the run only when MONGODB_URL is set (see the root vitest config).
const url = process.env.MONGODB_URL!;
let admin: MongoClient;

beforeAll(async () => {
  admin = await MongoClient.connect(url);
});
afterAll(async () => {
  await admin.close();
});

describeReadStoreContract('MongoDB', async () => {
  const prefix = `rs_contract_${randomBytes(4).toString('hex')}`;
  const store = await openMongoReadStore({ url, database: prefix });
  const others: ReadStore[] = [];
  return {
    store,
    openAnother: async () => {
      const another = await openMongoReadStore({ url, database: prefix });
      others.push(another);
      return another;
    },
    indexedFields: async (collection) => {
      const indexes = await admin.db(prefix).collection(`rm_${collection}`).listIndexes().toArray();
      return indexes
        .filter((index) => index.name !== '_id_')
        .map((index) => Object.keys(index.key as Record<string, unknown>).map((field) => (field === '_id' ? 'id' : field)).join());
    },
    addOperatorIndex: async (collection, field) => {
      await admin.db(prefix).collection(`rm_${collection}`).createIndex({ [field]: 1 }, { name: `ops_${field}` });
    },
    rebuildTargetsLeft: async () => {
      // The rebuild databases start with the live database's name; MongoDB lists a database once it holds data.
      const { databases } = await admin.db('admin').admin().listDatabases({ nameOnly: true });
      return databases.filter(({ name }) => name.startsWith(prefix) && name !== prefix).length;
    },
    cleanup: async () => {
      for (const another of others) await another.close();
      await store.close();
      // The rebuild databases start with the live database's name.
      const { databases } = await admin.db('admin').admin().listDatabases({ nameOnly: true });
      for (const { name } of databases) {
        if (name.startsWith(prefix)) await admin.db(name).dropDatabase();
      }
    },
  };
});
