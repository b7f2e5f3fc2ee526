/**
 * A queue of background jobs (alert deliveries) with at-least-once execution and one retry policy, whatever runs it:
 * an in-process dispatcher (embedded setup) or BullMQ on Redis (distributed setup).
 *
 * Job ids are chosen by the producer and deterministic (e.g. event id + recipient + channel): adding a job whose id
 * the queue already knows (waiting, running, done or failed) adds nothing, so a producer that repeats itself after
 * a crash or a redelivered event does not run the work twice. A done job's id is known for a bounded time and
 * number (by default a day, and at most a million ids in the embedded queue, 100,000 whole jobs in BullMQ), so that
 * what a queue remembers does not grow with every job it ever ran.
 */

/** N attempts in all; before attempt k+1 the queue waits initialDelayMs * 2^(k-1). */
export interface RetryPolicy {
  attempts: number;
  initialDelayMs: number;
}

export const defaultRetryPolicy: RetryPolicy = { attempts: 5, initialDelayMs: 2_000 };

/**
 * A job whose worker stopped while running it (a crash, a deploy, an out-of-memory kill) is run again this many times
 * at most, on either queue; the next such stop fails it. Once was too few: two deploys during a national fan-out,
 * which runs for minutes, ended it for everyone not yet reached. Without a limit, a job that kills its worker every
 * time would run for ever.
 */
export const MAX_STALLS = 3;

/** What a job failed with when its worker stopped in it once more than MAX_STALLS allows. */
export const STALLED_TOO_OFTEN = `Its worker stopped while running it ${MAX_STALLS + 1} times`;

/** Whether a job that failed attempt number `attemptsMade` is given up: a permanent failure, or its last attempt. */
export function isGivenUp(policy: RetryPolicy, attemptsMade: number, error: unknown): boolean {
  return error instanceof PermanentJobError || attemptsMade >= policy.attempts;
}

/** The wait after failed attempt number `attemptsMade` (1-based) before the next one. */
export function retryDelayMs(policy: RetryPolicy, attemptsMade: number): number {
  return policy.initialDelayMs * 2 ** Math.max(0, attemptsMade - 1);
}

export interface NewJob<Data> {
  id: string;
  data: Data;
  /** The earliest it may run (epoch milliseconds); at once when absent or past. */
  notBefore?: number;
}

export interface Job<Data> {
  id: string;
  data: Data;
  /** 1 on the first run, 2 on the first retry, ... */
  attempt: number;
}

export type JobHandler<Data> = (job: Job<Data>) => Promise<void>;

/** A job that used up its attempts, or failed for good: kept, listable, so that an operator can see it. */
export interface FailedJob<Data> {
  id: string;
  data: Data;
  attemptsMade: number;
  error: string;
}

export interface JobCounts {
  waiting: number;
  active: number;
  /** Waiting out a retry delay. */
  delayed: number;
  completed: number;
  failed: number;
}

export interface JobWorker {
  /** Lets the jobs in hand finish, then takes no more. */
  close(): Promise<void>;
}

export interface WorkOptions {
  /** Jobs run at the same time by this worker. */
  concurrency?: number;
}

export interface JobQueue<Data> {
  readonly name: string;
  /** Adds jobs to run; those whose id the queue already knows are ignored. */
  add(jobs: ReadonlyArray<NewJob<Data>>): Promise<void>;
  /** Runs the queue's jobs with `handler` in this process, until the returned worker is closed. */
  work(handler: JobHandler<Data>, options?: WorkOptions): JobWorker;
  /** Failed jobs, most recent first. */
  failed(limit?: number): Promise<Array<FailedJob<Data>>>;
  counts(): Promise<JobCounts>;
  /** Stops the queue's workers (letting jobs in hand finish) and releases its connections. */
  close(): Promise<void>;
}

/** Thrown by a handler when trying again cannot help: the job fails at once, without further attempts. */
export class PermanentJobError extends Error {
  override readonly name = 'PermanentJobError';
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
