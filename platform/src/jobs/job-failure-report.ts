import { errorMessage, isGivenUp, type RetryPolicy } from './job-queue.js';

/** Where a queue reports its jobs' failures: pino's loggers fit. */
export interface JobFailureLogger {
  warn(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}

/**
 * Logs a failed attempt of a job: a warning while the queue will try again, an error once it has given up (its
 * attempts used up, or a permanent failure). Without it a job that failed for good was only a row or a Redis key
 * that nobody looked at, and an alert lost to a long outage went unnoticed. The job's data is left out: it can hold
 * an address.
 */
export function reportJobFailure(
  logger: JobFailureLogger | undefined,
  failure: { queue: string; jobId: string; attemptsMade: number; retry: RetryPolicy; error: unknown },
): void {
  if (!logger) return;
  const { queue, jobId, attemptsMade, retry, error } = failure;
  const details = { queue, jobId, attempt: attemptsMade, attempts: retry.attempts, error: errorMessage(error) };
  if (isGivenUp(retry, attemptsMade, error)) {
    logger.error(details, `A ${queue} job failed for good`);
  } else {
    logger.warn(details, `A ${queue} job failed; it will be tried again`);
  }
}
