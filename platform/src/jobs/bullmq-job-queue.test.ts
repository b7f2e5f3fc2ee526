import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { freePort } from '../net/free-port.js';
import { startRedisServer, testRedisUrl } from '@iec-bets/testing';
import { bullJobId, jobIdOfBull, openBullMqJobQueue } from './bullmq-job-queue.js';
import { jobQueueContract } from './test-support/job-queue-contract.js';

const url = testRedisUrl();

// Every test gets a queue of its own, so that tests never see each other's jobs.
jobQueueContract('BullMQ', (retry, logger) =>
  openBullMqJobQueue({ url, name: `test-${randomUUID()}`, retry, prefix: 'contract', logger: logger ?? pino({ level: 'silent' }) }),
);

describe('BullMQ job ids', () => {
  it.each(['e1:u1:email', 'a:b:c:d', '42', '%3A', 'plain'])('keeps %s apart from every other id, reversibly', (id) => {
    const bullId = bullJobId(id);
    expect(bullId).not.toContain(':');
    expect(`${Number.parseInt(bullId, 10)}`).not.toBe(bullId);
    expect(jobIdOfBull(bullId)).toBe(id);
  });
});

describe('BullMQ completed jobs', () => {
  it('keeps no more of them than its cap, the most recent', async () => {
    const queue = openBullMqJobQueue<{ n: number }>({
      url,
      name: `capped-${randomUUID()}`,
      prefix: 'contract',
      keepCompleted: 3,
      logger: pino({ level: 'silent' }),
    });
    let runs = 0;
    const worker = queue.work(async () => void runs++);
    try {
      for (let n = 1; n <= 6; n++) await queue.add([{ id: `job-${n}`, data: { n } }]);
      await vi.waitFor(async () => expect(await queue.counts()).toMatchObject({ waiting: 0, active: 0, completed: 3 }), {
        timeout: 10_000,
        interval: 50,
      });
      // The newest are kept, so their ids are still ignored when added again.
      await queue.add([{ id: 'job-6', data: { n: 6 } }]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(runs).toBe(6);
    } finally {
      await worker.close();
      await queue.close();
    }
  });
});

describe('BullMQ across a Redis restart', () => {
  it('goes on taking and running jobs once Redis is back', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'iec-bullmq-restart-'));
    const redis = await startRedisServer(await freePort(), dir);
    const queue = openBullMqJobQueue<{ n: number }>({
      url: redis.url,
      name: `restart-${randomUUID()}`,
      retry: { attempts: 3, initialDelayMs: 50 },
      logger: pino({ level: 'silent' }),
    });
    const ran: number[] = [];
    const worker = queue.work(async ({ data }) => void ran.push(data.n));
    try {
      await queue.add([{ id: 'before', data: { n: 1 } }]);
      await vi.waitFor(() => expect(ran).toEqual([1]), { timeout: 10_000 });
      await redis.stop();
      await redis.start();
      await vi.waitFor(
        async () => {
          await queue.add([{ id: 'after', data: { n: 2 } }]);
          expect(ran).toEqual([1, 2]);
        },
        { timeout: 20_000, interval: 250 },
      );
    } finally {
      await worker.close();
      await queue.close();
      await redis.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
