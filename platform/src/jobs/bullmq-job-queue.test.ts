import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { bullJobId, jobIdOfBull, openBullMqJobQueue } from './bullmq-job-queue.js';
import { jobQueueContract } from './test-support/job-queue-contract.js';

const url = inject('redisUrl');

// Every test gets a queue of its own, so that tests never see each other's jobs.
jobQueueContract('BullMQ', (retry) => openBullMqJobQueue({ url, name: `test-${randomUUID()}`, retry, prefix: 'contract' }));

describe('BullMQ job ids', () => {
  it.each(['e1:u1:email', 'a:b:c:d', '42', '%3A', 'plain'])('keeps %s apart from every other id, reversibly', (id) => {
    const bullId = bullJobId(id);
    expect(bullId).not.toContain(':');
    expect(`${Number.parseInt(bullId, 10)}`).not.toBe(bullId);
    expect(jobIdOfBull(bullId)).toBe(id);
  });
});
