import { pino, type Logger } from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PermanentJobError, type JobQueue, type RetryPolicy } from '../job-queue.js';

/** Opens a fresh queue; its failures are reported to `logger` when one is given, and nowhere otherwise. */
export type OpenJobQueue = (retry: RetryPolicy, logger?: Logger) => JobQueue<{ n: number }>;

/** Waits until every job added so far has completed or failed. */
export async function settled(queue: JobQueue<unknown>): Promise<void> {
  await vi.waitFor(
    async () => {
      const counts = await queue.counts();
      expect(counts.waiting + counts.active + counts.delayed).toBe(0);
    },
    { timeout: 10_000, interval: 20 },
  );
}

/** What every job-queue adapter must do: the notifier relies on exactly this and nothing more. */
export function jobQueueContract(label: string, open: OpenJobQueue): void {
  describe(`${label}: the job queue contract`, () => {
    let queue: JobQueue<{ n: number }>;
    const start = (retry: RetryPolicy = { attempts: 3, initialDelayMs: 50 }, logger?: Logger) => (queue = open(retry, logger));
    afterEach(async () => queue?.close());

    it('runs every job once, with its data, as attempt 1', async () => {
      start();
      const seen: Array<[string, number, number]> = [];
      queue.work(async (job) => void seen.push([job.id, job.data.n, job.attempt]), { concurrency: 2 });
      await queue.add([
        { id: 'e1:u1:email', data: { n: 1 } },
        { id: 'e1:u2:email', data: { n: 2 } },
        { id: 'e1:u3:whatsapp', data: { n: 3 } },
      ]);
      await settled(queue);
      expect(seen.sort()).toEqual([
        ['e1:u1:email', 1, 1],
        ['e1:u2:email', 2, 1],
        ['e1:u3:whatsapp', 3, 1],
      ]);
      expect(await queue.counts()).toMatchObject({ completed: 3, failed: 0 });
    });

    it('runs a job added with a time to wait for no sooner than that time, and one whose time is past at once', async () => {
      start();
      const ran: Array<{ n: number; at: number }> = [];
      queue.work(async (job) => void ran.push({ n: job.data.n, at: Date.now() }), { concurrency: 2 });
      const added = Date.now();
      await queue.add([
        { id: 'later', data: { n: 1 }, notBefore: added + 1_500 },
        { id: 'past', data: { n: 2 }, notBefore: added - 60_000 },
      ]);
      await vi.waitFor(() => expect(ran.map((job) => job.n)).toEqual([2]), { timeout: 1_200, interval: 10 });
      expect(await queue.counts()).toMatchObject({ delayed: 1 });
      await settled(queue);
      expect(ran.map((job) => job.n)).toEqual([2, 1]);
      expect(ran[1]!.at).toBeGreaterThanOrEqual(added + 1_500);
    });

    it('holds a job due weeks ahead without running it or waking without end', async () => {
      // An election-day question published a month early: its alerts wait past the longest delay a timer takes.
      const warnings: Error[] = [];
      const onWarning = (warning: Error) => warnings.push(warning);
      process.on('warning', onWarning);
      try {
        start();
        const ran: number[] = [];
        queue.work(async (job) => void ran.push(job.data.n));
        await queue.add([{ id: 'election-day', data: { n: 1 }, notBefore: Date.now() + 30 * 24 * 60 * 60 * 1000 }]);
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(ran).toEqual([]);
        expect(await queue.counts()).toMatchObject({ delayed: 1 });
        expect(warnings.map((warning) => warning.name)).not.toContain('TimeoutOverflowWarning');
      } finally {
        process.off('warning', onWarning);
      }
    });

    it('runs jobs added before any worker once a worker starts', async () => {
      start();
      await queue.add([{ id: 'early', data: { n: 7 } }]);
      const seen: number[] = [];
      queue.work(async (job) => void seen.push(job.data.n));
      await settled(queue);
      expect(seen).toEqual([7]);
    });

    it('ignores a second add of an id, whether the first is waiting or done', async () => {
      start();
      const seen: number[] = [];
      await queue.add([
        { id: 'same', data: { n: 1 } },
        { id: 'same', data: { n: 2 } },
      ]);
      await queue.add([{ id: 'same', data: { n: 3 } }]);
      queue.work(async (job) => void seen.push(job.data.n));
      await settled(queue);
      await queue.add([{ id: 'same', data: { n: 4 } }]);
      await settled(queue);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(seen).toEqual([1]);
      expect((await queue.counts()).completed).toBe(1);
    });

    it('takes a page of jobs in one add, each id once, however often the page is added again', async () => {
      start();
      const page = (from: number, count: number) =>
        Array.from({ length: count }, (_, i) => ({ id: `e1:u${from + i}:web-push`, data: { n: from + i } }));
      await queue.add(page(0, 2_000));
      // A fan-out run again after a crash adds its pages again, the last one with recipients it had not reached.
      await queue.add(page(0, 2_000));
      await queue.add(page(1_500, 1_000));
      expect((await queue.counts()).waiting).toBe(2_500);
      let runs = 0;
      const seen = new Set<number>();
      queue.work(async (job) => void (runs++, seen.add(job.data.n)), { concurrency: 8 });
      await settled(queue);
      expect(runs).toBe(2_500);
      expect(seen.size).toBe(2_500);
    });

    it('retries a failing job with exponentially growing waits, then lets it succeed', async () => {
      start({ attempts: 4, initialDelayMs: 100 });
      const attempts: Array<{ attempt: number; at: number }> = [];
      queue.work(async (job) => {
        attempts.push({ attempt: job.attempt, at: performance.now() });
        if (job.attempt < 3) throw new Error('the mail server is down');
      });
      await queue.add([{ id: 'flaky', data: { n: 1 } }]);
      await settled(queue);
      expect(attempts.map((a) => a.attempt)).toEqual([1, 2, 3]);
      const [first, second, third] = attempts.map((a) => a.at) as [number, number, number];
      // 100 ms before the second attempt, 200 ms before the third (a little slack for timer granularity).
      expect(second - first).toBeGreaterThanOrEqual(90);
      expect(third - second).toBeGreaterThanOrEqual(190);
      expect(await queue.counts()).toMatchObject({ completed: 1, failed: 0 });
      expect(await queue.failed()).toEqual([]);
    });

    it('fails a job visibly after the last attempt', async () => {
      start({ attempts: 3, initialDelayMs: 20 });
      let calls = 0;
      queue.work(async () => {
        calls++;
        throw new Error('still down');
      });
      await queue.add([{ id: 'doomed:u1:email', data: { n: 5 } }]);
      await settled(queue);
      expect(calls).toBe(3);
      expect(await queue.counts()).toMatchObject({ completed: 0, failed: 1 });
      expect(await queue.failed()).toEqual([
        { id: 'doomed:u1:email', data: { n: 5 }, attemptsMade: 3, error: 'Error: still down' },
      ]);
    });

    it('reports each failed attempt in its log: a warning while it will try again, an error once it gives up', async () => {
      const reports: Array<{ level: number; jobId: string; attempt: number; error: string }> = [];
      start({ attempts: 3, initialDelayMs: 20 }, pino({ level: 'warn' }, { write: (line: string) => void reports.push(JSON.parse(line)) }));
      queue.work(async () => {
        throw new Error('still down');
      });
      await queue.add([{ id: 'doomed:u1:email', data: { n: 5 } }]);
      await settled(queue);
      // 40 is pino's warn, 50 its error.
      expect(reports.map(({ level, jobId, attempt, error }) => [level, jobId, attempt, error])).toEqual([
        [40, 'doomed:u1:email', 1, 'Error: still down'],
        [40, 'doomed:u1:email', 2, 'Error: still down'],
        [50, 'doomed:u1:email', 3, 'Error: still down'],
      ]);
    });

    it('fails at once, without retrying, on a PermanentJobError', async () => {
      start({ attempts: 5, initialDelayMs: 20 });
      let calls = 0;
      queue.work(async () => {
        calls++;
        throw new PermanentJobError('the number is not on WhatsApp');
      });
      await queue.add([{ id: 'hopeless', data: { n: 6 } }]);
      await settled(queue);
      expect(calls).toBe(1);
      expect(await queue.failed()).toEqual([
        { id: 'hopeless', data: { n: 6 }, attemptsMade: 1, error: 'PermanentJobError: the number is not on WhatsApp' },
      ]);
    });

    it('lets a closed worker finish the job in hand', async () => {
      start();
      let finished = false;
      const worker = queue.work(async () => {
        await new Promise((resolve) => setTimeout(resolve, 150));
        finished = true;
      });
      await queue.add([{ id: 'slow', data: { n: 1 } }]);
      await vi.waitFor(async () => expect((await queue.counts()).active).toBe(1), { interval: 10 });
      await worker.close();
      expect(finished).toBe(true);
    });
  });
}
