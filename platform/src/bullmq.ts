/**
 * Job queues on BullMQ (Redis), for the distributed setup. A separate entry point, so that the one-process server,
 * whose queues are SQLite files, never loads BullMQ.
 */
export * from './jobs/bullmq-job-queue.js';
