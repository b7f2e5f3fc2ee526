import { randomBytes } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { afterAll, beforeAll } from 'vitest';
import { openGridFsImageStore } from './gridfs-image-store.js';
import { describeImageStoreContract } from './test-support/image-store-contract.js';

// Joins the run only when MONGODB_URL is set (see the root vitest config).
const url = process.env.MONGODB_URL!;
let admin: MongoClient;

beforeAll(async () => {
  admin = await MongoClient.connect(url);
});
afterAll(async () => {
  await admin.close();
});

describeImageStoreContract('MongoDB GridFS', async () => {
  const database = `images_contract_${randomBytes(4).toString('hex')}`;
  const store = await openGridFsImageStore({ url, database });
  return {
    store,
    cleanup: async () => {
      await store.close();
      await admin.db(database).dropDatabase();
    },
  };
});
