import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ReadModel } from '@iec-bets/contracts';
import { openSqliteEventStore, openSqliteReadStore, type DocumentWrite, type JobHandler } from '@iec-bets/platform';
import { openBullMqJobQueue } from '@iec-bets/platform/bullmq';
import { createDeliveryHandler, deliveryJobId, openRedisNotifierState, type AlertChannels, type DeliveryJob } from '@iec-bets/notifier';
import { pino } from 'pino';
import { startLocalRedis } from '../servers/redis-server.js';

export interface JobRate {
  jobs: number;
  seconds: number;
  jobsPerSecond: number;
}

export interface AlertJobFigures {
  /** BullMQ running jobs that do nothing: the queue's own cost. */
  noop: JobRate;
  /**
   * Delivery jobs through the notifier's handler (the recipient's address read from the read models, the delivered-mark
   * check and set) to channels that return at once.
   */
  delivery: JobRate;
  concurrency: number;
}

const RECIPIENTS_PER_COMMIT = 5_000;

/** Channels that accept every alert at once: the figure is the queue and the notifier, not a network. */
/** Channels that send at once, counting the emails: a delivery that sends nothing would time a shorter path. */
function instantChannels(): AlertChannels & { emails: () => number } {
  let emails = 0;
  return {
    webPush: async () => undefined,
    whatsapp: async () => undefined,
    email: async () => void emails++,
    emails: () => emails,
  };
}

/** Adds `count` jobs, then times one worker of `concurrency` slots running all of them. */
async function timeJobs<Data>(
  url: string,
  count: number,
  concurrency: number,
  jobFor: (index: number) => { id: string; data: Data },
  handler: JobHandler<Data>,
): Promise<JobRate> {
  const queue = openBullMqJobQueue<Data>({ url, name: `bench-${randomUUID()}`, logger: pino({ level: 'silent' }) });
  try {
    for (let start = 0; start < count; start += 1000) {
      await queue.add(Array.from({ length: Math.min(1000, count - start) }, (_, offset) => jobFor(start + offset)));
    }
    let done = 0;
    let finish!: () => void;
    const allDone = new Promise<void>((resolve) => (finish = resolve));
    const started = performance.now();
    const worker = queue.work(
      async (job) => {
        await handler(job);
        if (++done === count) finish();
      },
      { concurrency },
    );
    await allDone;
    const seconds = (performance.now() - started) / 1000;
    await worker.close();
    return { jobs: count, seconds, jobsPerSecond: count / seconds };
  } finally {
    await queue.close();
  }
}

const QUESTION_TEXT = 'Will turnout pass 60% in the 2026 local elections?';

/** Alert delivery jobs per second through BullMQ on a local redis-server, beside no-op BullMQ jobs in the same run. */
export async function measureAlertJobs(options: { jobs: number; concurrency: number }): Promise<AlertJobFigures> {
  const redis = await startLocalRedis();
  const dir = mkdtempSync(join(tmpdir(), 'iec-bets-bench-alerts-'));
  const eventStore = openSqliteEventStore({ file: join(dir, 'events.sqlite') });
  const readStore = openSqliteReadStore({ file: join(dir, 'read-models.sqlite') });
  const state = openRedisNotifierState({ url: redis.url, prefix: `bench-${randomUUID()}` });
  try {
    const { jobs, concurrency } = options;
    // The recipients as the read models hold them: a delivery reads its address there as it sends.
    for (let start = 0; start < jobs; start += RECIPIENTS_PER_COMMIT) {
      const writes: DocumentWrite[] = [];
      for (let index = start; index < Math.min(jobs, start + RECIPIENTS_PER_COMMIT); index++) {
        writes.push({ kind: 'put', collection: ReadModel.users, doc: { id: `user-${index}`, email: `user-${index}@example.co.za`, emailConfirmed: true, emailNotifications: true } });
      }
      await readStore.commit({ writes });
    }
    // The question the alerts announce, still taking answers: a delivery checks that it still is before it sends.
    await readStore.commit({
      writes: [
        {
          kind: 'put',
          collection: ReadModel.questions,
          doc: { id: 'q1', text: QUESTION_TEXT, options: [{ id: 'yes', text: 'Yes' }, { id: 'no', text: 'No' }], isPublished: true, isArchived: false, isResolved: false },
        },
      ],
    });
    // Warm-up: the JIT and the connections, before either clock starts.
    await timeJobs(redis.url, 500, concurrency, (index) => ({ id: `warm-${index}`, data: { index } }), async () => undefined);
    const noop = await timeJobs(redis.url, jobs, concurrency, (index) => ({ id: `noop-${index}`, data: { index } }), async () => undefined);
    const eventId = randomUUID();
    const channels = instantChannels();
    const delivery = await timeJobs<DeliveryJob>(
      redis.url,
      jobs,
      concurrency,
      (index) => {
        const data: DeliveryJob = {
          eventId,
          userId: `user-${index}`,
          alert: { kind: 'new-question', questionId: 'q1', questionText: QUESTION_TEXT },
          channel: 'email',
        };
        return { id: deliveryJobId(data), data };
      },
      createDeliveryHandler({ channels, state, eventStore, readStore }),
    );
    if (channels.emails() !== jobs) throw new Error(`Only ${channels.emails()} of ${jobs} alert deliveries sent their email`);
    return { noop, delivery, concurrency };
  } finally {
    await state.close();
    await readStore.close();
    await eventStore.close();
    rmSync(dir, { recursive: true, force: true });
    await redis.stop();
  }
}
