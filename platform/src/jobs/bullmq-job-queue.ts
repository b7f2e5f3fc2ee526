import { Queue, UnrecoverableError, Worker, type Job as BullJob } from 'bullmq';
import type { Redis } from 'ioredis';
import { logOutagesOnce, openRedisConnection } from '../redis/redis-connection.js';
import { pino, type Logger } from 'pino';
import { reportJobFailure } from './job-failure-report.js';
import {
  defaultRetryPolicy,
  errorMessage,
  MAX_STALLS,
  PermanentJobError,
  type FailedJob,
  type JobCounts,
  type JobHandler,
  type JobQueue,
  type JobWorker,
  type NewJob,
  type RetryPolicy,
  type WorkOptions,
} from './job-queue.js';

export interface BullMqJobQueueOptions {
  url: string;
  /** The queue's name; no colon. */
  name: string;
  retry?: RetryPolicy;
  /** Key prefix in Redis. */
  prefix?: string;
  /** Shown by CLIENT LIST, to tell the processes apart. */
  connectionName?: string;
  logger?: Logger;
  /** How long a completed job is kept, and so how long a second add of its id is ignored. */
  keepCompletedMs?: number;
  /**
   * At most this many completed jobs are kept, whatever their age: the oldest go first. BullMQ keeps a completed job
   * whole, its data included (about 1.9 KB for a delivery, measured), so a day of a national audience's deliveries
   * (a million) would hold nearly 2 GB of Redis; a delivery added again after its job was dropped finds the
   * notifier's delivered mark instead.
   */
  keepCompleted?: number;
  keepFailed?: number;
  /**
   * A worker holds a lock on each job it runs and renews it while alive. When its process dies, the lock expires
   * after this long and another worker's stall check (every `stalledIntervalMs`) gives the job back to the queue.
   */
  lockDurationMs?: number;
  stalledIntervalMs?: number;
}

/** A worker that can also be dropped at once, as a dying process drops it. */
export interface BullMqJobWorker extends JobWorker {
  /**
   * Stops without finishing or giving back the jobs in hand: their locks expire and another worker retries them.
   * What a crash does; tests use it to show that a job survives one.
   */
  abandon(): Promise<void>;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** About 190 MB of Redis at a delivery's size. */
const KEEP_COMPLETED = 100_000;

/**
 * The distributed setup's jobs: BullMQ on Redis, so any number of notifier workers share one queue. BullMQ keeps a
 * job id unique while the job is kept (completed ones for `keepCompletedMs`), retries with exponential backoff and
 * keeps failed jobs listable.
 */
export function openBullMqJobQueue<Data>(options: BullMqJobQueueOptions): BullMqJobQueue<Data> {
  return new BullMqQueue<Data>(options);
}

export interface BullMqJobQueue<Data> extends JobQueue<Data> {
  work(handler: JobHandler<Data>, options?: WorkOptions): BullMqJobWorker;
}

/** BullMQ refuses colons (its key separator) and whole numbers in custom ids: escape them, reversibly. */
export function bullJobId(id: string): string {
  return `j.${id.replaceAll('%', '%25').replaceAll(':', '%3A')}`;
}

export function jobIdOfBull(bullId: string): string {
  return bullId.slice(2).replaceAll('%3A', ':').replaceAll('%25', '%');
}

class BullMqQueue<Data> implements BullMqJobQueue<Data> {
  readonly name: string;
  private readonly retry: RetryPolicy;
  private readonly logger: Logger;
  private readonly connection: Redis;
  private readonly queue: Queue;
  private readonly workers = new Set<BullMqJobWorker>();

  constructor(private readonly options: BullMqJobQueueOptions) {
    this.name = options.name;
    this.retry = options.retry ?? defaultRetryPolicy;
    this.logger = options.logger ?? pino({ name: `jobs-${options.name}` });
    this.connection = this.connect();
    this.queue = new Queue(options.name, { connection: this.connection, prefix: this.prefix });
    logOutagesOnce(this.queue, this.connection, this.logger, { queue: this.name });
  }

  async add(jobs: ReadonlyArray<NewJob<Data>>): Promise<void> {
    if (jobs.length === 0) return;
    const keepCompletedMs = this.options.keepCompletedMs ?? DAY_MS;
    const now = Date.now();
    await this.queue.addBulk(
      jobs.map((job) => ({
        name: this.name,
        data: job.data,
        opts: {
          jobId: bullJobId(job.id),
          ...(job.notBefore !== undefined && job.notBefore > now && { delay: job.notBefore - now }),
          attempts: this.retry.attempts,
          backoff: { type: 'exponential', delay: this.retry.initialDelayMs },
          removeOnComplete: { age: Math.ceil(keepCompletedMs / 1000), count: this.options.keepCompleted ?? KEEP_COMPLETED },
          removeOnFail: { count: this.options.keepFailed ?? 10_000 },
        },
      })),
    );
  }

  work(handler: JobHandler<Data>, options: WorkOptions = {}): BullMqJobWorker {
    const connection = this.connect();
    const worker = new Worker<Data>(
      this.name,
      async (job: BullJob<Data>) => {
        const id = jobIdOfBull(job.id!);
        const attempt = job.attemptsMade + 1;
        try {
          await handler({ id, data: job.data, attempt });
        } catch (error) {
          reportJobFailure(this.logger, { queue: this.name, jobId: id, attemptsMade: attempt, retry: this.retry, error });
          // The same failure text as the in-process queue, whatever the error's class.
          if (error instanceof PermanentJobError) throw new UnrecoverableError(errorMessage(error));
          throw new Error(errorMessage(error), { cause: error });
        }
      },
      {
        connection,
        prefix: this.prefix,
        concurrency: Math.max(1, options.concurrency ?? 1),
        lockDuration: this.options.lockDurationMs ?? 30_000,
        stalledInterval: this.options.stalledIntervalMs ?? 30_000,
        maxStalledCount: MAX_STALLS,
      },
    );
    logOutagesOnce(worker, connection, this.logger, { queue: this.name, part: 'worker' });
    const stop = async (force: boolean) => {
      if (!this.workers.delete(handle)) return;
      // Without Redis, a polite close would wait for it to come back; the jobs in hand go back by their locks.
      if (connection.status !== 'ready') await closeWithin(worker.close(true), CLOSE_WITHOUT_REDIS_MS);
      else await worker.close(force);
      connection.disconnect();
    };
    const handle: BullMqJobWorker = { close: () => stop(false), abandon: () => stop(true) };
    this.workers.add(handle);
    return handle;
  }

  async failed(limit = 100): Promise<Array<FailedJob<Data>>> {
    const jobs = await this.queue.getFailed(0, limit - 1);
    return jobs.map((job) => ({
      id: jobIdOfBull(job.id!),
      data: job.data as Data,
      attemptsMade: job.attemptsMade,
      error: job.failedReason,
    }));
  }

  async counts(): Promise<JobCounts> {
    const counts = await this.queue.getJobCounts(
      'waiting',
      'prioritized',
      'waiting-children',
      'active',
      'delayed',
      'completed',
      'failed',
    );
    const of = (state: string) => counts[state] ?? 0;
    return {
      waiting: of('waiting') + of('prioritized') + of('waiting-children'),
      active: of('active'),
      delayed: of('delayed'),
      completed: of('completed'),
      failed: of('failed'),
    };
  }

  async close(): Promise<void> {
    await Promise.all([...this.workers].map((worker) => worker.close()));
    if (this.connection.status !== 'ready') await closeWithin(this.queue.close(), CLOSE_WITHOUT_REDIS_MS);
    else await this.queue.close();
    this.connection.disconnect();
  }

  private get prefix(): string {
    return this.options.prefix ?? 'iec-bets';
  }

  /** BullMQ's workers block on their connection, so each gets its own, and wants no per-command retry limit. */
  private connect(): Redis {
    return openRedisConnection({
      url: this.options.url,
      connectionName: this.options.connectionName,
      logger: this.logger,
      purpose: `jobs (${this.name})`,
      extra: { maxRetriesPerRequest: null },
    });
  }
}

/** How long closing waits for BullMQ while Redis is out of reach, before the connections are simply dropped. */
const CLOSE_WITHOUT_REDIS_MS = 2_000;

async function closeWithin(closing: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([closing.catch(() => undefined), new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}
