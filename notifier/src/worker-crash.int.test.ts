import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testRedisUrl } from '@iec-bets/testing';
import { createDeliveryHandler } from './delivery.js';
import { createFanOutHandler } from './fan-out.js';
import { startHarness, type Harness } from './test-support/notifier-harness.js';

/**
 * A notifier worker process dies while it holds a delivery job. BullMQ gives the job to another worker once the dead
 * one's lock expires; the recipient must still get the alert exactly once.
 */
let h: Harness;

beforeEach(async () => {
  h = startHarness({ queues: 'bullmq', redisUrl: testRedisUrl() });
  // The reactor and the fan-out run here; the deliveries are left to the two "processes" of each test.
  await h.start({ runWorkers: false });
  h.fanOutQueue.work(createFanOutHandler({ readStore: h.readStore, deliveryQueue: h.deliveryQueue }));
  await h.user('thandi', { email: 'thandi@example.co.za', emailNotifications: true });
});
afterEach(async () => h.close());

const handler = () => createDeliveryHandler({ channels: h.channels, state: h.state, eventStore: h.eventStore, readStore: h.readStore });

async function deliveredOnceByTheSecondWorker() {
  // The second worker, as another notifier process; its stall check finds the dead worker's job.
  const survivor = h.deliveryQueue.work(handler());
  await vi.waitFor(
    async () => expect(await h.deliveryQueue.counts()).toMatchObject({ waiting: 0, active: 0, delayed: 0, completed: 1 }),
    { timeout: 15_000, interval: 50 },
  );
  await survivor.close();
  expect(await h.deliveryQueue.counts()).toMatchObject({ failed: 0 });
  expect(h.channels.sent.map((call) => call.to)).toEqual(['thandi@example.co.za']);
}

describe('a worker that dies holding a delivery', () => {
  it('before the alert left: another worker sends it, once', async () => {
    const dying = h.openDeliveryQueue();
    const worker = dying.work(handler());
    h.channels.beforeSend = async () => {
      h.channels.beforeSend = undefined;
      await worker.abandon();
      // The process is gone: this send never completes.
      await new Promise(() => undefined);
    };
    await h.publish('q1');
    await vi.waitFor(() => expect(h.channels.calls).toHaveLength(1), { timeout: 10_000, interval: 20 });
    expect(h.channels.sent).toEqual([]);
    await deliveredOnceByTheSecondWorker();
    expect(h.channels.calls).toHaveLength(2);
  });

  it('after the alert left but before the queue heard of it: the job is retried and sends nothing more', async () => {
    const dying = h.openDeliveryQueue();
    const worker = dying.work(handler());
    h.channels.afterSend = async () => {
      h.channels.afterSend = undefined;
      // Its connection to Redis drops now: the job stays active under a lock that nobody renews.
      await worker.abandon();
    };
    await h.publish('q1');
    await vi.waitFor(() => expect(h.channels.sent).toHaveLength(1), { timeout: 10_000, interval: 20 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    // The queue never heard: the job is still held by the dead worker.
    expect(await h.deliveryQueue.counts()).toMatchObject({ active: 1, completed: 0 });
    await deliveredOnceByTheSecondWorker();
    expect(h.channels.calls).toHaveLength(1);
  });
});
