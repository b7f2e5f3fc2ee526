import { randomBytes } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { afterAll, beforeAll } from 'vitest';
import { openMongoPersonalDataKeys } from './mongodb-personal-data-keys.js';
import type { PersonalDataKeys } from './personal-data-keys.js';
import { describePersonalDataKeysContract } from './test-support/personal-data-keys-contract.js';

// Joins the run only when MONGODB_URL is set (see the root vitest config).
const url = process.env.MONGODB_URL!;
let admin: MongoClient;

beforeAll(async () => {
  admin = await MongoClient.connect(url);
});
afterAll(async () => {
  await admin.close();
});

describePersonalDataKeysContract('MongoDB', async () => {
  const database = `keys_contract_${randomBytes(4).toString('hex')}`;
  const keys = await openMongoPersonalDataKeys({ url, database });
  const others: PersonalDataKeys[] = [];
  return {
    keys,
    openAnother: async () => {
      const another = await openMongoPersonalDataKeys({ url, database });
      others.push(another);
      return another;
    },
    cleanup: async () => {
      await Promise.all([keys, ...others].map((store) => store.close()));
      await admin.db(database).dropDatabase();
    },
  };
});
