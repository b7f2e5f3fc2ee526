import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SqliteDatabase } from '../sqlite/sqlite-driver.js';
import { createInProcessJobQueue, type InProcessJobQueueOptions } from './in-process-job-queue.js';
import { QueueFileInUseError } from './queue-file-owner.js';
import { MAX_STALLS, STALLED_TOO_OFTEN, type JobQueue } from './job-queue.js';
import { settled } from './test-support/job-queue-contract.js';

const repositoryRoot = fileURLToPath(new URL('../../..', import.meta.url));
let dir: string;
let file: string;
const open: Array<JobQueue<{ n: number }>> = [];

function openQueue(options: Partial<InProcessJobQueueOptions> = {}): JobQueue<{ n: number }> {
  const queue = createInProcessJobQueue<{ n: number }>({ name: 'deliveries', file, ...options });
  open.push(queue);
  return queue;
}

/** What the file holds, read apart from the queue, as the next process would find it. */
function rows(): Array<{ id: string; state: string; data: string | null }> {
  const db = new SqliteDatabase(file, { readonly: true });
  try {
    return db.prepare('SELECT id, state, data FROM jobs ORDER BY seq').all() as Array<{ id: string; state: string; data: string | null }>;
  } finally {
    db.close();
  }
}

/**
 * A process of its own (the built platform, as `iec-bets start` runs it) that opens the queue's file, adds a job and
 * holds it in hand without end; resolved once the job is running.
 */
async function holdAJobInAnotherProcess(): Promise<ChildProcess> {
  const script = `
    import { createInProcessJobQueue } from '@iec-bets/platform';
    const queue = createInProcessJobQueue({ name: 'deliveries', file: process.argv[1] });
    queue.work(() => { process.stdout.write('running\\n'); return new Promise(() => {}); });
    setInterval(() => {}, 60_000);
    await queue.add([{ id: 'in-hand', data: { n: 1 } }]);
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script, file], { cwd: repositoryRoot, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += String(chunk)));
  // A child that dies before its job runs fails the test with what it said, rather than leaving it waiting.
  const first = await Promise.race([
    once(child.stdout!, 'data').then(([output]) => String(output)),
    once(child, 'exit').then(([code]) => `exited with ${String(code)}: ${stderr}`),
  ]);
  expect(first).toBe('running\n');
  return child;
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'iec-job-queue-'));
  file = join(dir, 'jobs', 'deliveries.sqlite');
});
afterEach(async () => {
  for (const queue of open.splice(0)) await queue.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the embedded job queue across a restart', () => {
  it('keeps a delayed retry in its file, and runs it after the restart once it is due', async () => {
    const retry = { attempts: 3, initialDelayMs: 400 };
    const before = openQueue({ retry });
    before.work(async () => {
      throw new Error('the mail server is down');
    });
    await before.add([{ id: 'e1:u1:email', data: { n: 1 } }]);
    await vi.waitFor(async () => expect(await before.counts()).toMatchObject({ delayed: 1, active: 0 }), { interval: 10 });
    await before.close();
    expect(rows()).toEqual([{ id: 'e1:u1:email', state: 'queued', data: '{"n":1}' }]);

    const after = openQueue({ retry });
    const seen: Array<[string, number, number]> = [];
    after.work(async (job) => void seen.push([job.id, job.data.n, job.attempt]));
    // Not yet due: still waiting out its delay, not lost and not run early.
    expect(await after.counts()).toMatchObject({ delayed: 1, waiting: 0 });
    expect(seen).toEqual([]);
    await settled(after);
    expect(seen).toEqual([['e1:u1:email', 1, 2]]);
    expect(await after.counts()).toMatchObject({ completed: 1, failed: 0 });
  });

  it('runs a job added before the restart, once, and ignores its id added again after it', async () => {
    const before = openQueue();
    const ran: string[] = [];
    before.work(async (job) => void ran.push(job.id));
    await before.add([{ id: 'done', data: { n: 1 } }]);
    await settled(before);
    await before.close();
    // Added with no worker to run it: it waits in the file.
    const idle = openQueue();
    await idle.add([{ id: 'pending', data: { n: 2 } }]);
    await idle.close();

    const after = openQueue();
    after.work(async (job) => void ran.push(job.id));
    await settled(after);
    await after.add([
      { id: 'done', data: { n: 3 } },
      { id: 'pending', data: { n: 4 } },
    ]);
    await settled(after);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ran).toEqual(['done', 'pending']);
    expect(await after.counts()).toMatchObject({ completed: 2, waiting: 0 });
  });

  it('runs again a job that was in hand when its process was killed, and refuses a second owner while it lived', async () => {
    const dying = await holdAJobInAnotherProcess();
    try {
      expect(() => openQueue()).toThrow(QueueFileInUseError);
      expect(() => openQueue()).toThrow(`The job queue file ${file} is in use by another process.`);
    } finally {
      dying.kill('SIGKILL');
      await once(dying, 'exit');
    }

    // The next process opens the file while the job is still marked active: its holder is gone.
    const next = openQueue();
    const seen: number[] = [];
    next.work(async (job) => void seen.push(job.attempt));
    await settled(next);
    expect(seen).toEqual([1]);
  });

  it('runs again a job whose worker stopped in it, up to MAX_STALLS times, then fails it rather than run it for ever', async () => {
    const idle = openQueue();
    await idle.add([
      { id: 'stopped-often', data: { n: 1 } },
      { id: 'stopped-once-more', data: { n: 2 } },
      { id: 'claimed-ahead', data: { n: 3 } },
    ]);
    await idle.close();
    // As the file stands after the process died with two running, one of which had been run again MAX_STALLS
    // times, and a third claimed ahead for the next free slot, which never started: the stop is not its doing.
    const db = new SqliteDatabase(file);
    db.prepare("UPDATE jobs SET state = 'active', stalls = ? WHERE id = 'stopped-often'").run(MAX_STALLS);
    db.prepare("UPDATE jobs SET state = 'active', stalls = ? WHERE id = 'stopped-once-more'").run(MAX_STALLS - 1);
    db.prepare("UPDATE jobs SET state = 'claimed', stalls = ? WHERE id = 'claimed-ahead'").run(MAX_STALLS);
    db.close();

    const next = openQueue();
    const ran: string[] = [];
    next.work(async (job) => void ran.push(job.id));
    await settled(next);

    expect(ran.sort()).toEqual(['claimed-ahead', 'stopped-once-more']);
    expect(await next.failed()).toEqual([{ id: 'stopped-often', data: { n: 1 }, attemptsMade: 0, error: STALLED_TOO_OFTEN }]);
  });

  it('marks a job active once it starts, and one claimed ahead of a free slot only claimed', async () => {
    const queue = openQueue();
    let finish: () => void = () => {};
    queue.work(() => new Promise<void>((resolve) => (finish = resolve)));
    await queue.add([
      { id: 'running', data: { n: 1 } },
      { id: 'next', data: { n: 2 } },
    ]);
    await vi.waitFor(() => expect(rows().map((row) => row.state)).toEqual(['active', 'claimed']), { interval: 10 });
    expect(await queue.counts()).toMatchObject({ active: 2, waiting: 0 });
    finish();
    await vi.waitFor(() => expect(rows().map((row) => row.state)).toEqual(['completed', 'active']), { interval: 10 });
    finish();
    await settled(queue);
  });

  it('opens a file written before stalls were counted, and runs the job it holds', async () => {
    mkdirSync(dirname(file), { recursive: true });
    const db = new SqliteDatabase(file);
    db.exec(`CREATE TABLE jobs (seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, state TEXT NOT NULL, at INTEGER NOT NULL,
      attempts_made INTEGER NOT NULL DEFAULT 0, data TEXT, error TEXT)`);
    db.prepare("INSERT INTO jobs (id, state, at, data) VALUES ('from-before', 'active', 0, ?)").run(JSON.stringify({ n: 5 }));
    db.close();

    const queue = openQueue();
    const ran: number[] = [];
    queue.work(async (job) => void ran.push(job.data.n));
    await settled(queue);
    expect(ran).toEqual([5]);
  });

  it('leaves a file it could not open unclaimed, so that the same process opens it once it is mended', async () => {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, 'not a database, but long enough to have a header that SQLite reads and refuses');
    expect(() => openQueue()).toThrow(/not a database/);

    rmSync(file);
    await expect(openQueue().counts()).resolves.toMatchObject({ waiting: 0 });
  });

  it('refuses a second queue on the file in the same process, and lets the next one in once the first is closed', async () => {
    const first = openQueue();
    expect(() => openQueue()).toThrow(QueueFileInUseError);
    await first.close();
    await expect(openQueue().counts()).resolves.toMatchObject({ waiting: 0 });
  });

  it('keeps failed jobs listable across a restart', async () => {
    const before = openQueue({ retry: { attempts: 1, initialDelayMs: 1 } });
    before.work(async () => {
      throw new Error('gone for good');
    });
    await before.add([{ id: 'doomed', data: { n: 9 } }]);
    await settled(before);
    await before.close();
    const after = openQueue();
    expect(await after.failed()).toEqual([{ id: 'doomed', data: { n: 9 }, attemptsMade: 1, error: 'Error: gone for good' }]);
  });

  it('adds a batch in one transaction: a job that cannot be stored adds none of the batch', async () => {
    const queue = openQueue();
    await expect(
      queue.add([
        { id: 'a', data: { n: 1 } },
        { id: 'b', data: { n: 2n as unknown as number } },
      ]),
    ).rejects.toThrow(/BigInt/);
    expect(await queue.counts()).toMatchObject({ waiting: 0 });
  });
});

describe('the embedded job queue over many jobs', () => {
  it('keeps no more than the cap of completed ids, and only their ids', async () => {
    const queue = openQueue({ keepCompleted: 50 });
    queue.work(async () => undefined, { concurrency: 8 });
    for (let page = 0; page < 10; page++) {
      await queue.add(Array.from({ length: 200 }, (_, i) => ({ id: `e1:u${page * 200 + i}:email`, data: { n: i } })));
    }
    await settled(queue);
    const kept = rows();
    // Pruned every 50 finished jobs (the cap, below the usual 1,000): never more than twice the cap.
    expect(kept.length).toBeLessThanOrEqual(100);
    expect(kept.every((row) => row.state === 'completed' && row.data === null)).toBe(true);
    // The newest are those kept: the last one added is still known, and a second add of it is ignored.
    expect(kept.map((row) => row.id)).toContain('e1:u1999:email');
    await queue.add([{ id: 'e1:u1999:email', data: { n: 0 } }]);
    expect((await queue.counts()).waiting).toBe(0);
  });

  it('forgets completed ids older than the retention window', async () => {
    let now = 1_000_000;
    const queue = openQueue({ keepCompletedMs: 60_000, keepCompleted: 15, now: () => now });
    queue.work(async () => undefined);
    await queue.add(Array.from({ length: 10 }, (_, i) => ({ id: `old${i}`, data: { n: i } })));
    await settled(queue);
    now += 61_000;
    await queue.add(Array.from({ length: 10 }, (_, i) => ({ id: `new${i}`, data: { n: i } })));
    await settled(queue);
    const kept = rows().map((row) => row.id);
    expect(kept.filter((id) => id.startsWith('old'))).toEqual([]);
    expect(kept.filter((id) => id.startsWith('new'))).toHaveLength(10);
  });
});
