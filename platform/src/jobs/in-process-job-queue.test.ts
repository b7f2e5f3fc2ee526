import { createInProcessJobQueue } from './in-process-job-queue.js';
import { jobQueueContract } from './test-support/job-queue-contract.js';

jobQueueContract('in-process', (retry) => createInProcessJobQueue({ name: 'test', retry }));
