import { randomBytes } from 'node:crypto';
import type { ReadStore } from '@iec-bets/platform';
import { openMongoReadStore } from '@iec-bets/platform/mongodb';
import { MongoClient } from 'mongodb';
import { afterAll } from 'vitest';
import { describeNationalResolution } from './test-support/national-resolution-contract.js';

// Joins the run only when MONGODB_URL is set (see the root vitest config).
const url = process.env.MONGODB_URL!;
const database = `projector_national_${randomBytes(4).toString('hex')}`;
let store: ReadStore | undefined;

afterAll(async () => {
  await store?.close();
  const admin = await MongoClient.connect(url);
  await admin.db(database).dropDatabase();
  await admin.close();
});

// 70,000 answers: their resolution writes 210,000 documents (each answerer's record and their month's and topic's board entries).
describeNationalResolution('MongoDB', 70_000, async () => (store = await openMongoReadStore({ url, database })), 15 * 60_000);
