import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROJECTOR_CHECKPOINT, ReadModel } from '@iec-bets/contracts';
import {
  createInProcessJobQueue,
  openSqliteReadStore,
  type Document,
  type DocumentWrite,
  type FindOptions,
  type JobQueue,
  type ReadStore,
} from '@iec-bets/platform';
import { ensureReadModelIndexes } from '@iec-bets/projector';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// How a find is put to each store, and the driver, are internals of other workspaces: a test of the indexes' fit reads them.
import { expectIndexOrder, sqliteFindPlan } from '../../platform/src/read-store/test-support/sqlite-find-plan.js';
import { SqliteDatabase } from '../../platform/src/sqlite/sqlite-driver.js';
import { mongoIndexServing } from '../../projector/src/test-support/mongo-index-serving.js';
import { createFanOutHandler } from './fan-out.js';
import type { DeliveryJob, FanOutJob } from './jobs/alert-jobs.js';
import { RECIPIENT_PAGE } from './recipients.js';

const USERS = 3_500;
const POSITION = 10;
/** The questions are of 20 November 2026 in South Africa, and the fan-outs run on that day: a "predict now" alert goes only then. */
const QUESTION_DAY = '2026-11-20T11:00:00.000Z';
const DURING_QUESTION_DAY = new Date('2026-11-20T15:00:00.000Z');

/**
 * Every fourth user has email on (half of them with an address not yet confirmed, which no alert goes to), every third
 * WhatsApp, every second the browser with one or two subscriptions.
 */
function userDoc(n: number): Document {
  const id = `u${String(n).padStart(5, '0')}`;
  return {
    id,
    username: id,
    usernameLower: id,
    email: `${id}@example.co.za`,
    emailConfirmed: n % 8 === 0,
    phoneNumber: `+2782${String(n).padStart(7, '0')}`,
    emailNotifications: n % 4 === 0,
    whatsappNotifications: n % 3 === 0,
    browserNotifications: n % 2 === 0,
  };
}

const SUBSCRIBERS = 2_500;
/** Newsletter subscribers by number: every third has yet to confirm, and gets nothing. */
const subscriberId = (n: number) => String(n).padStart(64, '0');
const confirmedSubscriber = (n: number) => n % 3 !== 0;

const subscriptionsOf = (n: number) => (n % 2 === 0 ? (n % 6 === 0 ? 2 : 1) : 0);
/** Users 0..2,999 answered: those that also have no channel on hear nothing. */
const answered = (n: number) => n < 3_000;

function seedWrites(): DocumentWrite[] {
  const options = [
    { id: 'yes', text: 'Yes' },
    { id: 'no', text: 'No' },
  ];
  // Each as an alert about it finds it: the new one still taking answers, the answered one resolved Yes.
  const writes: DocumentWrite[] = [
    {
      kind: 'put',
      collection: ReadModel.questions,
      doc: { id: 'q-new', text: 'Will the by-election be held in March?', date: QUESTION_DAY, options, isPublished: true, isArchived: false, isResolved: false },
    },
    {
      kind: 'put',
      collection: ReadModel.questions,
      doc: { id: 'q1', text: 'Will turnout pass 60%?', date: QUESTION_DAY, options, isPublished: true, isArchived: false, isResolved: true, correctOptionId: 'yes' },
    },
  ];
  for (let n = 0; n < USERS; n++) {
    const user = userDoc(n);
    writes.push({ kind: 'put', collection: ReadModel.users, doc: user });
    for (let s = 0; s < subscriptionsOf(n); s++) {
      writes.push({
        kind: 'put',
        collection: ReadModel.pushSubscriptions,
        doc: { id: `sub-${user.id}-${s}`, userId: user.id, endpoint: `https://push.example/${user.id}/${s}`, keys: { p256dh: 'p', auth: 'a' } },
      });
    }
    if (answered(n)) {
      writes.push({
        kind: 'put',
        collection: ReadModel.answers,
        doc: { id: `q1:${user.id}`, questionId: 'q1', userId: user.id, optionId: n % 5 < 3 ? 'yes' : 'no' },
      });
    } else {
      // The others answered questions whose ids sort either side of q1's answers, which a resolution of q1 must not
      // reach: its answers are found by their ids' prefix.
      for (const questionId of ['q0', 'q10', 'q2']) {
        writes.push({ kind: 'put', collection: ReadModel.answers, doc: { id: `${questionId}:${user.id}`, questionId, userId: user.id, optionId: 'yes' } });
      }
    }
  }
  for (let n = 0; n < SUBSCRIBERS; n++) {
    const confirmed = confirmedSubscriber(n);
    writes.push({
      kind: 'put',
      collection: ReadModel.newsletterSubscribers,
      doc: {
        id: subscriberId(n),
        subscriptionId: `subscription-${n}`,
        email: `reader${n}@example.org`,
        name: null,
        source: 'landing_page',
        subscribedAt: QUESTION_DAY,
        confirmedAt: confirmed ? QUESTION_DAY : null,
        confirmed,
      },
    });
  }
  return writes;
}

/** The delivery ids a fan-out to these users must add, worked out from the seed rather than by the code under test. */
function expectedIds(eventId: string, audience: (n: number) => boolean): string[] {
  const ids: string[] = [];
  for (let n = 0; n < USERS; n++) {
    if (!audience(n)) continue;
    const user = userDoc(n);
    if (user.emailNotifications && user.emailConfirmed) ids.push(`${eventId}:${user.id}:email`);
    if (user.whatsappNotifications) ids.push(`${eventId}:${user.id}:whatsapp`);
    for (let s = 0; s < subscriptionsOf(n); s++) ids.push(`${eventId}:${user.id}:web-push:sub-${user.id}-${s}`);
  }
  return ids.sort();
}

interface Read {
  collection: string;
  options?: FindOptions;
  size: number;
}

/** The real store, with every multi-document read recorded: which collection, how asked, how many documents came back. */
function recording(store: ReadStore, reads: Read[]): ReadStore {
  return new Proxy(store, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      if (key === 'find') {
        return async (collection: string, options?: FindOptions) => {
          const found = await target.find(collection, options);
          reads.push({ collection, ...(options ? { options } : {}), size: found.length });
          return found;
        };
      }
      if (key === 'getMany') {
        return async (collection: string, ids: string[]) => {
          const found = await target.getMany(collection, ids);
          reads.push({ collection, size: found.length });
          return found;
        };
      }
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** The real queue, with every id handed to `add` recorded, in the calls they came in. */
function recordingAdds(queue: JobQueue<DeliveryJob>, calls: string[][]): JobQueue<DeliveryJob> {
  return new Proxy(queue, {
    get(target, key, receiver) {
      if (key === 'add') {
        return async (jobs: Parameters<JobQueue<DeliveryJob>['add']>[0]) => {
          calls.push(jobs.map((job) => job.id));
          await target.add(jobs);
        };
      }
      const value = Reflect.get(target, key, receiver) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

describe('a fan-out to a few thousand recipients', () => {
  let dir: string;
  let store: ReadStore;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'iec-fan-out-paging-'));
    store = openSqliteReadStore({ file: join(dir, 'read-models.sqlite') });
    await ensureReadModelIndexes(store);
    await store.commit({ writes: seedWrites(), checkpoint: { name: PROJECTOR_CHECKPOINT, position: POSITION } });
  });
  afterAll(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function fanOut(job: FanOutJob, queue: JobQueue<DeliveryJob>, adds: string[][] = [], newsletter = false) {
    const reads: Read[] = [];
    const handler = createFanOutHandler({
      readStore: recording(store, reads),
      deliveryQueue: recordingAdds(queue, adds),
      newsletter,
      clock: () => DURING_QUESTION_DAY,
    });
    await handler({ id: `${job.eventId}:fan-out`, attempt: 1, data: job });
    return { reads, adds };
  }

  const cases: Array<{ name: string; job: FanOutJob; audience: (n: number) => boolean }> = [
    {
      name: 'a new question reaches every user with a channel on',
      job: { kind: 'new-question', eventId: 'e-new', position: POSITION, questionId: 'q-new' },
      audience: (n) => subscriptionsOf(n) > 0 || n % 4 === 0 || n % 3 === 0,
    },
    {
      name: 'a resolution reaches everyone who answered, on the channels they have on',
      job: { kind: 'question-resolved', eventId: 'e-res', position: POSITION, questionId: 'q1', correctOptionId: 'yes' },
      audience: answered,
    },
  ];

  for (const { name, job, audience } of cases) {
    it(`${name}: each delivery queued exactly once, no read larger than a page`, async () => {
      const queue = createInProcessJobQueue<DeliveryJob>({ name: 'deliveries' });
      const { reads, adds } = await fanOut(job, queue);

      const added = adds.flat();
      const expected = expectedIds(job.eventId, audience);
      expect(expected.length).toBeGreaterThan(2 * RECIPIENT_PAGE);
      expect(added).toHaveLength(expected.length);
      expect([...added].sort()).toEqual(expected);
      expect((await queue.counts()).waiting).toBe(expected.length);

      // Memory follows the page: the audience came in several pages, each read bounded, each page one bulk add.
      const multi = reads.filter((read) => read.collection !== ReadModel.questions);
      expect(Math.max(...multi.map((read) => read.size))).toBeLessThanOrEqual(RECIPIENT_PAGE);
      expect(adds.length).toBeGreaterThan(2);
      expect(adds.length).toBeLessThanOrEqual(Math.ceil(USERS / RECIPIENT_PAGE));

      // Run again, as after a crash half way: the same ids, so nothing more to run.
      await fanOut(job, queue);
      expect((await queue.counts()).waiting).toBe(expected.length);
      await queue.close();
    });
  }

  it('a new question reaches every confirmed newsletter subscriber besides: each once, no read larger than a page, in index order', async () => {
    const queue = createInProcessJobQueue<DeliveryJob>({ name: 'deliveries' });
    const { reads, adds } = await fanOut(cases[0]!.job, queue, [], true);

    const expected = Array.from({ length: SUBSCRIBERS }, (_, n) => n)
      .filter(confirmedSubscriber)
      .map((n) => `e-new:newsletter:${subscriberId(n)}`);
    expect(expected.length).toBeGreaterThan(RECIPIENT_PAGE);
    const added = adds.flat().filter((id) => id.includes(':newsletter:'));
    expect(added.sort()).toEqual(expected.sort());
    // The account holders' deliveries come as before.
    expect(adds.flat()).toHaveLength(expected.length + expectedIds('e-new', cases[0]!.audience).length);

    const walk = reads.filter((read) => read.collection === ReadModel.newsletterSubscribers);
    expect(walk.length).toBeGreaterThan(1);
    expect(Math.max(...walk.map((read) => read.size))).toBeLessThanOrEqual(RECIPIENT_PAGE);
    const db = new SqliteDatabase(join(dir, 'read-models.sqlite'), { readonly: true });
    try {
      for (const { collection, options } of walk) {
        expectIndexOrder(sqliteFindPlan(db, collection, options!));
        expect(mongoIndexServing(collection, options!), `${collection} by ${JSON.stringify(options)}`).toBeDefined();
      }
    } finally {
      db.close();
    }
    await queue.close();
  });

  it('lets the rest of the process run between its pages', async () => {
    const queue = createInProcessJobQueue<DeliveryJob>({ name: 'deliveries' });
    const adds: string[][] = [];
    // A request arriving meanwhile, as the one-process server gets them: answered before the fan-out is through.
    let pagesBeforeIt: number | undefined;
    setTimeout(() => (pagesBeforeIt = adds.length), 0);
    await fanOut(cases[0]!.job, queue, adds);
    await queue.close();
    expect(pagesBeforeIt).toBeLessThan(adds.length);
  });

  it('reads every page in the order of an index, on SQLite and on MongoDB alike', async () => {
    const queue = createInProcessJobQueue<DeliveryJob>({ name: 'deliveries' });
    const { reads: onNew } = await fanOut(cases[0]!.job, queue);
    const { reads: onResolved } = await fanOut(cases[1]!.job, queue);
    await queue.close();
    const finds = [...onNew, ...onResolved].filter((read) => read.options);
    expect(new Set(finds.map((read) => read.collection))).toEqual(
      new Set([ReadModel.users, ReadModel.answers, ReadModel.pushSubscriptions]),
    );
    const db = new SqliteDatabase(join(dir, 'read-models.sqlite'), { readonly: true });
    try {
      for (const { collection, options } of finds) {
        expect(options!.limit).toBeLessThanOrEqual(RECIPIENT_PAGE);
        expectIndexOrder(sqliteFindPlan(db, collection, options!));
        expect(mongoIndexServing(collection, options!), `${collection} by ${JSON.stringify(options)}`).toBeDefined();
      }
    } finally {
      db.close();
    }
  });
});
