import {
  defaultRetryPolicy,
  errorMessage,
  PermanentJobError,
  retryDelayMs,
  type FailedJob,
  type JobCounts,
  type JobHandler,
  type JobQueue,
  type JobWorker,
  type NewJob,
  type RetryPolicy,
  type WorkOptions,
} from './job-queue.js';

export interface InProcessJobQueueOptions {
  name: string;
  retry?: RetryPolicy;
  /** Failed jobs kept for `failed()`; the oldest are forgotten beyond this. */
  keepFailed?: number;
}

interface PendingJob<Data> {
  id: string;
  data: Data;
  attemptsMade: number;
}

interface Slotted {
  handler: JobHandler<unknown>;
  concurrency: number;
  running: number;
  closed: boolean;
  idle: Array<() => void>;
}

/**
 * The embedded setup's dispatcher: jobs live in this process's memory and run on its event loop, with the same
 * retry policy and id rules as the BullMQ adapter. Jobs still pending when the process stops are lost; the notifier
 * accepts that in the one-process setup, where its checkpoint and ids keep a restart from sending anything twice.
 */
export function createInProcessJobQueue<Data>(options: InProcessJobQueueOptions): JobQueue<Data> {
  return new InProcessJobQueue<Data>(options);
}

class InProcessJobQueue<Data> implements JobQueue<Data> {
  readonly name: string;
  private readonly retry: RetryPolicy;
  private readonly keepFailed: number;
  /** Every id ever added: a second add of one is ignored. */
  private readonly known = new Set<string>();
  private readonly waiting: Array<PendingJob<Data>> = [];
  private readonly delayed = new Map<string, NodeJS.Timeout>();
  private readonly failedJobs: Array<FailedJob<Data>> = [];
  private readonly workers: Slotted[] = [];
  private active = 0;
  private completed = 0;
  private failedCount = 0;
  private closed = false;

  constructor(options: InProcessJobQueueOptions) {
    this.name = options.name;
    this.retry = options.retry ?? defaultRetryPolicy;
    this.keepFailed = options.keepFailed ?? 10_000;
  }

  async add(jobs: ReadonlyArray<NewJob<Data>>): Promise<void> {
    if (this.closed) throw new Error(`The job queue ${this.name} is closed`);
    for (const job of jobs) {
      if (this.known.has(job.id)) continue;
      this.known.add(job.id);
      this.waiting.push({ id: job.id, data: job.data, attemptsMade: 0 });
    }
    this.dispatch();
  }

  work(handler: JobHandler<Data>, options: WorkOptions = {}): JobWorker {
    const worker: Slotted = {
      handler: handler as JobHandler<unknown>,
      concurrency: Math.max(1, options.concurrency ?? 1),
      running: 0,
      closed: false,
      idle: [],
    };
    this.workers.push(worker);
    queueMicrotask(() => this.dispatch());
    return { close: () => this.closeWorker(worker) };
  }

  async failed(limit = 100): Promise<Array<FailedJob<Data>>> {
    return this.failedJobs.slice(-limit).reverse();
  }

  async counts(): Promise<JobCounts> {
    return {
      waiting: this.waiting.length,
      active: this.active,
      delayed: this.delayed.size,
      completed: this.completed,
      failed: this.failedCount,
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.delayed.values()) clearTimeout(timer);
    this.delayed.clear();
    await Promise.all([...this.workers].map((worker) => this.closeWorker(worker)));
  }

  private async closeWorker(worker: Slotted): Promise<void> {
    worker.closed = true;
    const index = this.workers.indexOf(worker);
    if (index >= 0) this.workers.splice(index, 1);
    if (worker.running > 0) await new Promise<void>((resolve) => worker.idle.push(resolve));
  }

  /** Hands waiting jobs to workers with a free slot, in the order they were added. */
  private dispatch(): void {
    for (const worker of this.workers) {
      while (!worker.closed && worker.running < worker.concurrency && this.waiting.length > 0) {
        const job = this.waiting.shift()!;
        void this.run(worker, job);
      }
    }
  }

  private async run(worker: Slotted, job: PendingJob<Data>): Promise<void> {
    worker.running++;
    this.active++;
    const attempt = job.attemptsMade + 1;
    try {
      await worker.handler({ id: job.id, data: job.data, attempt });
      this.completed++;
    } catch (error) {
      this.afterFailure({ ...job, attemptsMade: attempt }, error);
    } finally {
      this.active--;
      worker.running--;
      if (worker.running === 0) for (const resolve of worker.idle.splice(0)) resolve();
      if (!this.closed) this.dispatch();
    }
  }

  private afterFailure(job: PendingJob<Data>, error: unknown): void {
    const permanent = error instanceof PermanentJobError;
    if (permanent || job.attemptsMade >= this.retry.attempts || this.closed) {
      this.failedCount++;
      this.failedJobs.push({ id: job.id, data: job.data, attemptsMade: job.attemptsMade, error: errorMessage(error) });
      if (this.failedJobs.length > this.keepFailed) this.failedJobs.shift();
      return;
    }
    const timer = setTimeout(() => {
      this.delayed.delete(job.id);
      this.waiting.push(job);
      this.dispatch();
    }, retryDelayMs(this.retry, job.attemptsMade));
    this.delayed.set(job.id, timer);
  }
}
