import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { SqliteDatabase } from '../sqlite/sqlite-driver.js';
import type { ExclusiveFileLock } from '../sqlite/exclusive-file-lock.js';
import { claimQueueFile } from './queue-file-owner.js';
import { reportJobFailure, type JobFailureLogger } from './job-failure-report.js';
import { prepareJobQueueFile } from './job-queue-file.js';
import {
  defaultRetryPolicy,
  errorMessage,
  MAX_STALLS,
  STALLED_TOO_OFTEN,
  isGivenUp,
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
  /**
   * The SQLite file the jobs live in, one per queue; waiting and delayed jobs survive a restart there. Without it, an
   * in-memory database: the same queue, for tests, gone with the process.
   */
  file?: string;
  retry?: RetryPolicy;
  /** Failed jobs kept for `failed()`; the oldest are forgotten beyond this. */
  keepFailed?: number;
  /**
   * How long a completed job's id is kept, and so how long a second add of that id is ignored (as BullMQ's
   * `keepCompletedMs`). Only the id and the time are kept, not the data.
   */
  keepCompletedMs?: number;
  /** At most this many completed ids are kept, whatever their age: the oldest go first. */
  keepCompleted?: number;
  now?: () => number;
  /** Where failed attempts are reported (see reportJobFailure). */
  logger?: JobFailureLogger;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * A day of completed ids, at most a million: a re-run fan-out (a retry, a crash half way) comes within minutes, and
 * a delivery sent before that still finds the notifier's own delivered mark, so nothing is sent twice after either.
 */
export const KEEP_COMPLETED_MS = DAY_MS;
export const KEEP_COMPLETED = 1_000_000;
/** Old completed and failed jobs are dropped every this many finished jobs, in one statement. */
const PRUNE_EVERY = 1_000;
/**
 * Due jobs claimed at a time, beyond the free slots, and held in memory until a slot frees: a worker that finishes a
 * job starts the next at once, and a queue of quick jobs writes one transaction per this many, not one per job.
 */
const PREFETCH = 256;
/** The longest a wake-up for a delayed job is set ahead; a later job is looked at again then. */
const LONGEST_TIMER_MS = 60 * 60 * 1000;

/**
 * A job's row: `at` is when a queued job may run, when a claimed or active one was claimed, when a finished one
 * finished. Claimed: taken ahead for a worker's next free slot, not started; active: started.
 */
type State = 'queued' | 'claimed' | 'active' | 'completed' | 'failed';

interface ClaimedRow {
  seq: number;
  id: string;
  data: string;
  attemptsMade: number;
}

interface ClaimedJob<Data> {
  seq: number;
  id: string;
  data: Data;
  attemptsMade: number;
}

/** What became of a job a worker ran, written with the next claim in one transaction. */
type Outcome =
  | { seq: number; kind: 'completed'; at: number }
  | { seq: number; kind: 'retry'; attemptsMade: number; at: number; error: string }
  | { seq: number; kind: 'failed'; attemptsMade: number; at: number; error: string };

interface Slotted {
  handler: JobHandler<unknown>;
  concurrency: number;
  running: number;
  closed: boolean;
  idle: Array<() => void>;
}

/**
 * The embedded setup's queue: jobs live in a SQLite file of their own and run on this process's event loop, with the
 * same retry policy and id rules as the BullMQ adapter. A job is a row: queued (with the time it may run, so a
 * delayed retry is a row with a later time, not a timer), active, completed (id only, for de-duplication, until
 * `keepCompletedMs`/`keepCompleted`) or failed (kept for `failed()`, up to `keepFailed`).
 *
 * Nothing in memory grows with the jobs: the jobs in hand and up to PREFETCH claimed ahead, their outcomes until the
 * next write, one timer for the earliest delayed job and a few counters. Outcomes and the next claims are written
 * together, at most once per turn of the event loop.
 *
 * One process owns the file, and a second that opens it is refused (QueueFileInUseError): on opening, jobs left
 * active by a process that stopped mid-job go back to the queue, up to MAX_STALLS times, as BullMQ does with a stalled job.
 */
export function createInProcessJobQueue<Data>(options: InProcessJobQueueOptions): JobQueue<Data> {
  return new InProcessJobQueue<Data>(options);
}

class InProcessJobQueue<Data> implements JobQueue<Data> {
  readonly name: string;
  private readonly retry: RetryPolicy;
  private readonly logger: JobFailureLogger | undefined;
  private readonly keepFailed: number;
  private readonly keepCompletedMs: number;
  private readonly keepCompleted: number;
  private readonly now: () => number;
  private readonly db: SqliteDatabase;
  private readonly ownership: ExclusiveFileLock | undefined;
  private readonly statements: ReturnType<typeof prepare>;
  private readonly workers: Slotted[] = [];
  /** Claimed (active in the file), not yet handed to a worker. */
  private ready: Array<ClaimedJob<Data>> = [];
  private outcomes: Outcome[] = [];
  /** Jobs started since the last write: marked active with the next one, so that a crash counts as their stall. */
  private started: number[] = [];
  private pumpScheduled = false;
  private wake: { timer: NodeJS.Timeout; at: number } | undefined;
  /** Rows kept as completed and as failed, so that pruning knows the excess without counting. */
  private completedRows: number;
  private failedRows: number;
  private finishedSincePrune = 0;
  private closed = false;

  constructor(options: InProcessJobQueueOptions) {
    this.name = options.name;
    this.retry = options.retry ?? defaultRetryPolicy;
    this.keepFailed = options.keepFailed ?? 10_000;
    this.keepCompletedMs = options.keepCompletedMs ?? KEEP_COMPLETED_MS;
    this.keepCompleted = options.keepCompleted ?? KEEP_COMPLETED;
    this.now = options.now ?? Date.now;
    this.logger = options.logger;
    if (options.file) mkdirSync(dirname(options.file), { recursive: true });
    // Before anything is read: a second owner would requeue the first one's running jobs below.
    this.ownership = options.file ? claimQueueFile(options.file) : undefined;
    let opening: SqliteDatabase | undefined;
    try {
      this.db = opening = new SqliteDatabase(options.file ?? ':memory:');
      prepareJobQueueFile(this.db);
      this.statements = prepare(this.db);
      // The process that held these stopped while running them: each runs again, unless that has happened too often.
      // Only a job that had started counts the stop; one claimed ahead, or started in the turn before the stop, not.
      const stalledTooOften = this.statements.failStalled.run(this.now(), STALLED_TOO_OFTEN, MAX_STALLS).changes;
      if (stalledTooOften > 0) {
        this.logger?.error({ queue: this.name, jobs: stalledTooOften, error: STALLED_TOO_OFTEN }, `${stalledTooOften} ${this.name} jobs failed for good`);
      }
      this.statements.requeueActive.run(this.now());
      this.completedRows = this.statements.countState.get('completed') ?? 0;
      this.failedRows = this.statements.countState.get('failed') ?? 0;
      this.prune();
    } catch (error) {
      // A file that cannot be opened must not stay claimed: the next try, in this process, would be refused.
      if (opening?.open) opening.close();
      this.ownership?.release();
      throw error;
    }
  }

  async add(jobs: ReadonlyArray<NewJob<Data>>): Promise<void> {
    if (this.closed) throw new Error(`The job queue ${this.name} is closed`);
    if (jobs.length === 0) return;
    const at = this.now();
    // One transaction for the whole batch: a fan-out's page of deliveries is one write, not one per job.
    this.db.transaction(() => {
      for (const job of jobs) this.statements.insert.run(job.id, Math.max(at, job.notBefore ?? at), JSON.stringify(job.data));
    })();
    this.schedulePump();
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
    this.schedulePump();
    return { close: () => this.closeWorker(worker) };
  }

  async failed(limit = 100): Promise<Array<FailedJob<Data>>> {
    this.writeOutcomes();
    return this.statements.listFailed.all(limit).map((row) => ({
      id: row.id,
      data: JSON.parse(row.data) as Data,
      attemptsMade: row.attemptsMade,
      error: row.error,
    }));
  }

  async counts(): Promise<JobCounts> {
    this.writeOutcomes();
    const now = this.now();
    const count = (state: State) => this.statements.countState.get(state) ?? 0;
    const queued = count('queued');
    const waiting = this.statements.countDue.get(now) ?? 0;
    return {
      waiting,
      active: count('active') + count('claimed'),
      delayed: queued - waiting,
      completed: count('completed'),
      failed: count('failed'),
    };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.wake) clearTimeout(this.wake.timer);
    this.wake = undefined;
    try {
      await Promise.all([...this.workers].map((worker) => this.closeWorker(worker)));
      this.writeOutcomes();
      this.db.close();
    } finally {
      this.ownership?.release();
    }
  }

  private async closeWorker(worker: Slotted): Promise<void> {
    worker.closed = true;
    const index = this.workers.indexOf(worker);
    if (index >= 0) this.workers.splice(index, 1);
    // No one left to run the jobs claimed ahead: they go back to the queue, for the next worker or process.
    if (this.workers.length === 0) this.unclaimReady();
    if (worker.running > 0) await new Promise<void>((resolve) => worker.idle.push(resolve));
  }

  private unclaimReady(): void {
    if (this.ready.length === 0 || !this.db.open) return;
    const ready = this.ready;
    this.ready = [];
    const now = this.now();
    this.db.transaction(() => {
      for (const job of ready) this.statements.unclaim.run(now, job.seq);
    })();
  }

  /** One write and one claim per turn of the event loop, however many jobs were added or finished in it. */
  private schedulePump(): void {
    if (this.pumpScheduled || this.closed) return;
    this.pumpScheduled = true;
    setImmediate(() => {
      this.pumpScheduled = false;
      if (!this.closed) this.pump();
    });
  }

  /**
   * Writes the outcomes so far, tops up the jobs claimed ahead, hands them to workers with a free slot, and sets the
   * timer for the next delayed job when there is nothing due to run.
   */
  private pump(): void {
    const free = this.workers.reduce((sum, worker) => sum + (worker.closed ? 0 : worker.concurrency - worker.running), 0);
    const wanted = this.workers.length === 0 ? 0 : free + PREFETCH - this.ready.length;
    const now = this.now();
    this.db.transaction(() => {
      this.writeOutcomes();
      // Not worth a claim for a few: the buffer is topped up once it is half empty, or when a slot would go idle.
      if (wanted <= 0 || (this.ready.length >= free && this.ready.length > PREFETCH / 2)) return;
      // Due first, then in the order added.
      for (const row of this.statements.due.all(now, wanted)) {
        this.statements.claim.run(now, row.seq);
        this.ready.push({ seq: row.seq, id: row.id, data: JSON.parse(row.data) as Data, attemptsMade: row.attemptsMade });
      }
    })();
    for (const worker of this.workers) this.startNext(worker);
    if (this.ready.length === 0 && this.workers.some((w) => w.running < w.concurrency)) this.wakeForNextDelayed();
  }

  private startNext(worker: Slotted): void {
    while (!worker.closed && worker.running < worker.concurrency && this.ready.length > 0) {
      void this.run(worker, this.ready.shift()!);
    }
  }

  private wakeForNextDelayed(): void {
    const next = this.statements.nextQueued.get();
    if (next === undefined || next === null) return;
    if (this.wake && this.wake.at <= next) return;
    if (this.wake) clearTimeout(this.wake.timer);
    // A question dated weeks ahead holds its alerts that long, past the longest delay a timer takes (about 24.8 days):
    // asked for more, Node fires at once and warns, and the queue would wake ~1,000 times a second until the day. The
    // timer wakes the queue an hour ahead at most, and it looks again then.
    const wait = Math.min(Math.max(0, next - this.now()), LONGEST_TIMER_MS);
    const timer = setTimeout(() => {
      this.wake = undefined;
      this.schedulePump();
    }, wait);
    this.wake = { timer, at: this.now() + wait };
  }

  private async run(worker: Slotted, job: ClaimedJob<Data>): Promise<void> {
    worker.running++;
    const attempt = job.attemptsMade + 1;
    try {
      this.started.push(job.seq);
      this.schedulePump();
      await worker.handler({ id: job.id, data: job.data, attempt });
      this.outcomes.push({ seq: job.seq, kind: 'completed', at: this.now() });
    } catch (error) {
      reportJobFailure(this.logger, { queue: this.name, jobId: job.id, attemptsMade: attempt, retry: this.retry, error });
      this.outcomes.push(this.afterFailure(job.seq, attempt, error));
    } finally {
      worker.running--;
      if (worker.running === 0) for (const resolve of worker.idle.splice(0)) resolve();
      // The next job claimed ahead starts now; the outcome is written with the next pump, once this turn is over.
      this.startNext(worker);
      this.schedulePump();
    }
  }

  private afterFailure(seq: number, attemptsMade: number, error: unknown): Outcome {
    const now = this.now();
    const message = errorMessage(error);
    if (isGivenUp(this.retry, attemptsMade, error)) {
      return { seq, kind: 'failed', attemptsMade, at: now, error: message };
    }
    // Kept as a row with its due time: a restart in the meantime does not lose it.
    return { seq, kind: 'retry', attemptsMade, at: now + retryDelayMs(this.retry, attemptsMade), error: message };
  }

  /** Synchronous, and a no-op without starts or outcomes; inside the pump's transaction when called from it. */
  private writeOutcomes(): void {
    if ((this.outcomes.length === 0 && this.started.length === 0) || !this.db.open) return;
    const outcomes = this.outcomes;
    const started = this.started;
    this.outcomes = [];
    this.started = [];
    this.db.transaction(() => {
      for (const seq of started) this.statements.markStarted.run(seq);
      for (const outcome of outcomes) {
        if (outcome.kind === 'completed') this.statements.complete.run(outcome.at, outcome.seq);
        else if (outcome.kind === 'retry') this.statements.requeue.run(outcome.at, outcome.attemptsMade, outcome.error, outcome.seq);
        else this.statements.fail.run(outcome.at, outcome.attemptsMade, outcome.error, outcome.seq);
      }
      for (const outcome of outcomes) {
        if (outcome.kind === 'completed') this.completedRows++;
        if (outcome.kind === 'failed') this.failedRows++;
        if (outcome.kind !== 'retry') this.finishedSincePrune++;
      }
      if (this.finishedSincePrune >= Math.min(PRUNE_EVERY, this.keepCompleted, this.keepFailed)) this.prune();
    })();
  }

  /** Drops completed ids past their time or beyond the cap, and failed jobs beyond theirs, oldest first. */
  private prune(): void {
    this.finishedSincePrune = 0;
    this.completedRows -= this.statements.dropCompletedBefore.run(this.now() - this.keepCompletedMs).changes;
    if (this.completedRows > this.keepCompleted) {
      this.completedRows -= this.statements.dropOldest.run('completed', this.completedRows - this.keepCompleted).changes;
    }
    if (this.failedRows > this.keepFailed) {
      this.failedRows -= this.statements.dropOldest.run('failed', this.failedRows - this.keepFailed).changes;
    }
  }
}

function prepare(db: SqliteDatabase) {
  return {
    insert: db.prepare<[string, number, string]>(
      "INSERT OR IGNORE INTO jobs (id, state, at, data) VALUES (?, 'queued', ?, ?)",
    ),
    failStalled: db.prepare<[number, string, number]>(
      "UPDATE jobs SET state = 'failed', at = ?, error = ? WHERE state = 'active' AND stalls >= ?",
    ),
    requeueActive: db.prepare<[number]>(
      "UPDATE jobs SET state = 'queued', at = ?, stalls = stalls + (state = 'active') WHERE state IN ('active', 'claimed')",
    ),
    due: db.prepare<[number, number], ClaimedRow>(
      "SELECT seq, id, data, attempts_made AS attemptsMade FROM jobs WHERE state = 'queued' AND at <= ? ORDER BY at, seq LIMIT ?",
    ),
    claim: db.prepare<[number, number]>("UPDATE jobs SET state = 'claimed', at = ? WHERE seq = ?"),
    markStarted: db.prepare<[number]>("UPDATE jobs SET state = 'active' WHERE seq = ? AND state = 'claimed'"),
    unclaim: db.prepare<[number, number]>("UPDATE jobs SET state = 'queued', at = ? WHERE seq = ?"),
    // The completed keep their id and time only: the data is what takes room.
    complete: db.prepare<[number, number]>("UPDATE jobs SET state = 'completed', at = ?, data = NULL, error = NULL WHERE seq = ?"),
    requeue: db.prepare<[number, number, string, number]>(
      "UPDATE jobs SET state = 'queued', at = ?, attempts_made = ?, error = ? WHERE seq = ?",
    ),
    fail: db.prepare<[number, number, string, number]>(
      "UPDATE jobs SET state = 'failed', at = ?, attempts_made = ?, error = ? WHERE seq = ?",
    ),
    nextQueued: db.prepare<[], number | null>("SELECT min(at) FROM jobs WHERE state = 'queued'").pluck(),
    countState: db.prepare<[State], number>('SELECT count(*) FROM jobs WHERE state = ?').pluck(),
    countDue: db.prepare<[number], number>("SELECT count(*) FROM jobs WHERE state = 'queued' AND at <= ?").pluck(),
    listFailed: db.prepare<[number], { id: string; data: string; attemptsMade: number; error: string }>(
      "SELECT id, data, attempts_made AS attemptsMade, error FROM jobs WHERE state = 'failed' ORDER BY at DESC, seq DESC LIMIT ?",
    ),
    dropCompletedBefore: db.prepare<[number]>("DELETE FROM jobs WHERE state = 'completed' AND at < ?"),
    dropOldest: db.prepare<[State, number]>(
      'DELETE FROM jobs WHERE seq IN (SELECT seq FROM jobs WHERE state = ? ORDER BY at, seq LIMIT ?)',
    ),
  };
}
