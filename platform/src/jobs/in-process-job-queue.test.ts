import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { createInProcessJobQueue } from './in-process-job-queue.js';
import { jobQueueContract } from './test-support/job-queue-contract.js';

jobQueueContract('in-process', (retry, logger) => createInProcessJobQueue({ name: 'test', retry, ...(logger ? { logger } : {}) }));

const dir = mkdtempSync(join(tmpdir(), 'iec-job-queue-contract-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;
jobQueueContract('in-process, in a SQLite file', (retry, logger) =>
  createInProcessJobQueue({ name: 'test', retry, file: join(dir, `queue-${++files}.sqlite`), ...(logger ? { logger } : {}) }),
);
