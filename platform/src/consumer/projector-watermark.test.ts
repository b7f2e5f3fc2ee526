import { PROJECTOR_ADVANCED_CHANNEL, PROJECTOR_CHECKPOINT } from '@iec-bets/contracts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testRedisUrl } from '@iec-bets/testing';
import { createInProcessNoticeBus } from '../notices/in-process-notice-bus.js';
import { openRedisNoticeBus } from '../notices/redis-notice-bus.js';
import type { NoticeBus } from '../notices/notice-bus.js';
import type { ReadStore } from '../read-store/read-store.js';
import { openSqliteReadStore } from '../read-store/sqlite-read-store.js';
import { ProjectorWatermark } from './projector-watermark.js';

// Long enough that a wait released within it was released by something other than the poll.
const SLOW_POLL_MS = 5_000;

let dir: string;
let readStore: ReadStore;
/** How many times the checkpoint was read from the store, by anyone. */
let checkpointReads: number;
let noticeBus: NoticeBus;
let watermark: ProjectorWatermark | undefined;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'iec-bets-watermark-'));
  readStore = countingCheckpointReads(openSqliteReadStore({ file: join(dir, 'read-models.sqlite') }));
  checkpointReads = 0;
  noticeBus = createInProcessNoticeBus();
});

afterEach(async () => {
  await watermark?.stop();
  await readStore.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The real store, counting its checkpoint reads. */
function countingCheckpointReads(store: ReadStore): ReadStore {
  return new Proxy(store, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (property === 'checkpoint') checkpointReads++;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The projector's commit of a batch up to `position`, as seen in the read store. */
const projectorCommits = (position: number) => readStore.commit({ writes: [], checkpoint: { name: PROJECTOR_CHECKPOINT, position } });

/** Resolves when the wait does, with how long it took. */
async function timed<T>(wait: Promise<T>): Promise<{ value: T; ms: number }> {
  const started = Date.now();
  const value = await wait;
  return { value, ms: Date.now() - started };
}

describe('ProjectorWatermark', () => {
  it('answers at once when the store already shows the position', async () => {
    await projectorCommits(7);
    watermark = await ProjectorWatermark.start(readStore, noticeBus, { pollMs: SLOW_POLL_MS, safetyNetMs: SLOW_POLL_MS });
    expect(await watermark.waitFor(7, 1_000)).toBe(7);
    expect(await watermark.current()).toBe(7);
  });

  it('knows its position without a promise only while it is fresh, or already past what a reader wants', async () => {
    await projectorCommits(4);
    watermark = await ProjectorWatermark.start(readStore, undefined, { pollMs: 500 });
    // Never looked at yet: a read must look first.
    expect(watermark.knownPosition()).toBeUndefined();
    expect(await watermark.current()).toBe(4);
    expect(watermark.knownPosition()).toBe(4);
    expect(watermark.knownPosition(3)).toBe(4);
    // Further than it knows: only a wait can tell.
    expect(watermark.knownPosition(5)).toBeUndefined();
    await projectorCommits(6);
    await sleep(550);
    // An interval after the last look, the store must be looked at again before the position is trusted.
    expect(watermark.knownPosition()).toBeUndefined();
    expect(await watermark.current()).toBe(6);
    expect(watermark.knownPosition(5)).toBe(6);
  });

  it("ends a reader's wait as soon as the projector's notice arrives, long before the next look at the store", async () => {
    watermark = await ProjectorWatermark.start(readStore, noticeBus, { pollMs: SLOW_POLL_MS, safetyNetMs: SLOW_POLL_MS });
    await new Promise((resolve) => setTimeout(resolve, 50)); // the background subscription is made
    const waiting = timed(watermark.waitFor(3, 10_000));
    await projectorCommits(3);
    await noticeBus.publish(PROJECTOR_ADVANCED_CHANNEL, { position: 3 });
    const { value, ms } = await waiting;
    expect(value).toBe(3);
    expect(ms).toBeLessThan(SLOW_POLL_MS);
  });

  it('finds the position in the store when no notice comes (a projector in another process, a lost notice)', async () => {
    watermark = await ProjectorWatermark.start(readStore, undefined, { pollMs: 20 });
    const waiting = watermark.waitFor(5, 10_000);
    await projectorCommits(5);
    expect(await waiting).toBe(5);
  });

  it('gives up after the timeout with the position the projector did reach', async () => {
    await projectorCommits(2);
    watermark = await ProjectorWatermark.start(readStore, noticeBus, { pollMs: 20, safetyNetMs: 20 });
    expect(await watermark.waitFor(9, 150)).toBe(2);
  });

  it('never moves back when an old notice arrives after a newer one', async () => {
    await projectorCommits(8);
    watermark = await ProjectorWatermark.start(readStore, noticeBus, { pollMs: SLOW_POLL_MS, safetyNetMs: SLOW_POLL_MS });
    await new Promise((resolve) => setTimeout(resolve, 50)); // the background subscription is made
    // The notice is ahead of the store (the projector's commit is on its way): the notice is believed.
    await noticeBus.publish(PROJECTOR_ADVANCED_CHANNEL, { position: 10 });
    expect(await watermark.waitFor(10, 1_000)).toBe(10);
    await noticeBus.publish(PROJECTOR_ADVANCED_CHANNEL, { position: 4 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Moved back to 4, it would read the store (8) and wait for 10 until the timeout.
    expect(await timed(watermark.waitFor(10, 2_000))).toEqual({ value: 10, ms: expect.any(Number) });
    expect((await timed(watermark.waitFor(10, 2_000))).ms).toBeLessThan(1_000);
  });

  it('releases its waiters when stopped, without waiting for their timeouts', async () => {
    watermark = await ProjectorWatermark.start(readStore, noticeBus, { pollMs: SLOW_POLL_MS, safetyNetMs: SLOW_POLL_MS });
    const waiting = timed(watermark.waitFor(50, 30_000));
    await new Promise((resolve) => setTimeout(resolve, 30));
    await watermark.stop();
    const { value, ms } = await waiting;
    expect(value).toBe(0);
    expect(ms).toBeLessThan(SLOW_POLL_MS);
    watermark = undefined;
  });

  describe('with many readers waiting at once', () => {
    const READERS = 1_000;
    const waitAll = (position: number, timeoutMs: number) =>
      Promise.all(Array.from({ length: READERS }, () => watermark!.waitFor(position, timeoutMs)));

    it('wakes every waiting reader with one notice, without a read of the store each', async () => {
      watermark = await ProjectorWatermark.start(readStore, noticeBus, { pollMs: SLOW_POLL_MS, safetyNetMs: SLOW_POLL_MS });
      await sleep(50); // the background subscription is made
      const waiting = timed(waitAll(4, 10_000));
      await sleep(50);
      await projectorCommits(4);
      await noticeBus.publish(PROJECTOR_ADVANCED_CHANNEL, { position: 4 });
      const { value, ms } = await waiting;
      expect(value).toEqual(Array(READERS).fill(4));
      expect(ms).toBeLessThan(SLOW_POLL_MS);
      // The first reader's look at the store, shared by all who came while it was under way; none since.
      expect(checkpointReads).toBe(1);
    });

    it('looks at the store once an interval for all of them, not once each, while no notice comes', async () => {
      watermark = await ProjectorWatermark.start(readStore, noticeBus, { pollMs: 20, safetyNetMs: 50 });
      await sleep(50);
      const before = checkpointReads;
      // Nothing reaches 9: every reader waits out the 500 ms.
      expect(await waitAll(9, 500)).toEqual(Array(READERS).fill(0));
      // About ten intervals of 50 ms; polled by each reader every 20 ms it would be 25,000.
      expect(checkpointReads - before).toBeLessThanOrEqual(13);
      expect(checkpointReads - before).toBeGreaterThanOrEqual(5);
    });

    it('finds in the store a position whose notice was lost, for every reader', async () => {
      watermark = await ProjectorWatermark.start(readStore, noticeBus, { pollMs: SLOW_POLL_MS, safetyNetMs: 50 });
      await sleep(50);
      const waiting = timed(waitAll(6, 10_000));
      await sleep(20);
      await projectorCommits(6); // and its notice never comes
      const { value, ms } = await waiting;
      expect(value).toEqual(Array(READERS).fill(6));
      expect(ms).toBeLessThan(1_000);
    });

    it('shares one poll among them all when there is no notice bus', async () => {
      watermark = await ProjectorWatermark.start(readStore, undefined, { pollMs: 25 });
      const waiting = waitAll(3, 10_000);
      await sleep(300);
      await projectorCommits(3);
      expect(await waiting).toEqual(Array(READERS).fill(3));
      // About a dozen polls of 25 ms in 300 ms, for a thousand readers.
      expect(checkpointReads).toBeLessThanOrEqual(20);
    });
  });

  it('does not look at the store at all while nobody waits', async () => {
    watermark = await ProjectorWatermark.start(readStore, noticeBus, { pollMs: 10, safetyNetMs: 10 });
    await sleep(50);
    expect(await watermark.waitFor(1, 100)).toBe(0);
    const after = checkpointReads;
    await sleep(200);
    expect(checkpointReads).toBe(after);
  });

  it('keeps the furthest notice heard, with where the projector last changed the questions', async () => {
    watermark = await ProjectorWatermark.start(readStore, noticeBus, { pollMs: SLOW_POLL_MS, safetyNetMs: SLOW_POLL_MS });
    await sleep(50);
    expect(watermark.lastNotice()).toBeUndefined();
    await noticeBus.publish(PROJECTOR_ADVANCED_CHANNEL, { position: 12, questionsChangedAt: 9 });
    await noticeBus.publish(PROJECTOR_ADVANCED_CHANNEL, { position: 11, questionsChangedAt: 11 });
    await sleep(10);
    expect(watermark.lastNotice()).toEqual({ position: 12, questionsChangedAt: 9 });
  });

  it("wakes every waiter of a replica on the projector's notice over Redis, with where the questions last changed", async () => {
    const url = testRedisUrl();
    const projectorSide = openRedisNoticeBus({ url });
    const replicaSide = openRedisNoticeBus({ url });
    try {
      watermark = await ProjectorWatermark.start(readStore, replicaSide, { pollMs: 20, safetyNetMs: SLOW_POLL_MS });
      // Subscribed, over a connection in reach: the waiters wait on notices, and the store is not polled.
      await expect.poll(async () => {
        await projectorSide.publish(PROJECTOR_ADVANCED_CHANNEL, { position: 1, questionsChangedAt: 1 });
        return watermark!.lastNotice()?.position;
      }).toBe(1);
      await sleep(50);
      const before = checkpointReads;
      const waiting = timed(Promise.all(Array.from({ length: 1_000 }, () => watermark!.waitFor(5, 10_000))));
      await sleep(300);
      await projectorCommits(5);
      await projectorSide.publish(PROJECTOR_ADVANCED_CHANNEL, { position: 5, questionsChangedAt: 2 });
      const { value, ms } = await waiting;
      expect(value).toEqual(Array(1_000).fill(5));
      expect(ms).toBeLessThan(SLOW_POLL_MS);
      expect(checkpointReads - before).toBeLessThanOrEqual(1);
      expect(watermark.lastNotice()).toEqual({ position: 5, questionsChangedAt: 2 });
    } finally {
      await watermark?.stop();
      watermark = undefined;
      await Promise.all([projectorSide.close(), replicaSide.close()]);
    }
  });
});
