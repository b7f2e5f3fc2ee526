import { streams } from '@iec-bets/contracts';
import { createInProcessJobQueue, type JobQueue, type NewJob } from '@iec-bets/platform';
import { afterEach, describe, expect, it } from 'vitest';
import { createFanOutHandler } from './fan-out.js';
import type { DeliveryJob, FanOutJob } from './jobs/alert-jobs.js';
import { startHarness, type Harness } from './test-support/notifier-harness.js';

let h: Harness;
const opened: Array<JobQueue<DeliveryJob>> = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((queue) => queue.close()));
  await h.close();
});

/** A real delivery queue, each `add` it is handed recorded: the jobs of one page of recipients, in one call. */
function recordedDeliveries() {
  const queue = createInProcessJobQueue<DeliveryJob>({ name: 'deliveries' });
  opened.push(queue);
  const adds: Array<Array<NewJob<DeliveryJob>>> = [];
  const add = async (jobs: ReadonlyArray<NewJob<DeliveryJob>>) => {
    adds.push([...jobs]);
    await queue.add(jobs);
  };
  const recorded: JobQueue<DeliveryJob> = Object.create(queue, { add: { value: add } });
  return { queue: recorded, adds, counts: () => queue.counts() };
}

/** The published event of a question, as the reactor hands it on: its fan-out job. */
async function fanOutJobOf(questionId: string, kind: 'new-question' | 'question-resolved' = 'new-question'): Promise<FanOutJob> {
  const stream = await h.eventStore.readStream(streams.question(questionId));
  const event = stream.findLast((recorded) => recorded.type === (kind === 'new-question' ? 'QuestionPublished' : 'QuestionResolved'))!;
  const about = { eventId: event.id, position: event.position, questionId };
  return kind === 'new-question' ? { kind, ...about } : { kind, ...about, correctOptionId: 'yes' };
}

const newsletterJobs = (adds: Array<Array<NewJob<DeliveryJob>>>) =>
  adds.map((page) => page.filter((job) => job.data.channel === 'newsletter')).filter((page) => page.length > 0);

describe('a new question’s fan-out to the newsletter', () => {
  it('queues one delivery per confirmed subscriber, a page at a time, under an id of the event and the subscriber', async () => {
    h = startHarness({ queues: 'in-process' });
    const confirmed = [];
    for (const name of ['thandi', 'sipho', 'lerato', 'pieter', 'zanele']) confirmed.push(await h.newsletterSubscriber(`${name}@example.co.za`));
    await h.publish('q1', 'Will turnout pass 60%?');
    await h.settle();
    const deliveries = recordedDeliveries();
    const job = await fanOutJobOf('q1');

    await createFanOutHandler({ readStore: h.readStore, deliveryQueue: deliveries.queue, newsletter: true, pageSize: 2 })({ id: 'f', attempt: 1, data: job });

    // Five subscribers, two to a page: three reads, each page added in one call.
    const pages = newsletterJobs(deliveries.adds);
    expect(pages.map((page) => page.length)).toEqual([2, 2, 1]);
    const queued = pages.flat();
    expect(queued.map((delivery) => delivery.id).sort()).toEqual(confirmed.map(({ subscriberId }) => `${job.eventId}:newsletter:${subscriberId}`).sort());
    expect(queued.map((delivery) => delivery.data)).toContainEqual({
      channel: 'newsletter',
      eventId: job.eventId,
      subscriberId: confirmed[0]!.subscriberId,
      alert: { kind: 'new-question', questionId: 'q1', questionText: 'Will turnout pass 60%?' },
    });
    // No address in a job: the delivery reads it as it sends.
    expect(JSON.stringify(queued)).not.toContain('@example.co.za');
    expect(await deliveries.counts()).toMatchObject({ waiting: 5 });
  });

  it('queues nothing for an address not yet confirmed by its owner, nor for one that has left the list', async () => {
    h = startHarness({ queues: 'in-process' });
    const kept = await h.newsletterSubscriber('thandi@example.co.za');
    await h.newsletterSubscriber('typed-by-someone-else@example.co.za', { confirmed: false });
    const left = await h.newsletterSubscriber('sipho@example.co.za');
    await h.leaveNewsletter('sipho@example.co.za', left.subscriptionId);
    await h.publish('q1');
    await h.settle();
    const deliveries = recordedDeliveries();
    const job = await fanOutJobOf('q1');

    await createFanOutHandler({ readStore: h.readStore, deliveryQueue: deliveries.queue, newsletter: true, pageSize: 2 })({ id: 'f', attempt: 1, data: job });

    expect(newsletterJobs(deliveries.adds).flat().map((delivery) => delivery.id)).toEqual([`${job.eventId}:newsletter:${kept.subscriberId}`]);
  });

  it('queues the same jobs when run again, which the queue ignores', async () => {
    h = startHarness({ queues: 'in-process' });
    for (const name of ['thandi', 'sipho', 'lerato']) await h.newsletterSubscriber(`${name}@example.co.za`);
    await h.publish('q1');
    await h.settle();
    const deliveries = recordedDeliveries();
    const fanOut = createFanOutHandler({ readStore: h.readStore, deliveryQueue: deliveries.queue, newsletter: true, pageSize: 2 });
    const job = await fanOutJobOf('q1');

    await fanOut({ id: 'f', attempt: 1, data: job });
    await fanOut({ id: 'f', attempt: 2, data: job });

    expect(await deliveries.counts()).toMatchObject({ waiting: 3 });
  });

  it('reaches account holders with alerts on as before, and the list beside them (someone on both gets both)', async () => {
    h = startHarness({ queues: 'in-process' });
    await h.user('thandi', { email: 'thandi@example.co.za', emailNotifications: true });
    await h.newsletterSubscriber('thandi@example.co.za');
    await h.publish('q1');
    await h.settle();
    const deliveries = recordedDeliveries();
    const job = await fanOutJobOf('q1');

    await createFanOutHandler({ readStore: h.readStore, deliveryQueue: deliveries.queue, newsletter: true })({ id: 'f', attempt: 1, data: job });

    expect(deliveries.adds.flat().map((delivery) => delivery.data.channel).sort()).toEqual(['email', 'newsletter']);
  });

  it('queues nothing for the list when this notifier cannot send the newsletter', async () => {
    h = startHarness({ queues: 'in-process' });
    await h.newsletterSubscriber('thandi@example.co.za');
    await h.publish('q1');
    await h.settle();
    const deliveries = recordedDeliveries();

    await createFanOutHandler({ readStore: h.readStore, deliveryQueue: deliveries.queue })({ id: 'f', attempt: 1, data: await fanOutJobOf('q1') });

    expect(newsletterJobs(deliveries.adds)).toEqual([]);
    expect(await deliveries.counts()).toMatchObject({ waiting: 0 });
  });

  it('tells the list of no resolution: the newsletter carries the daily question alone', async () => {
    h = startHarness({ queues: 'in-process' });
    await h.newsletterSubscriber('thandi@example.co.za');
    await h.publish('q1');
    await h.resolve('q1', 'yes');
    await h.settle();
    const deliveries = recordedDeliveries();

    await createFanOutHandler({ readStore: h.readStore, deliveryQueue: deliveries.queue, newsletter: true })({
      id: 'f',
      attempt: 1,
      data: await fanOutJobOf('q1', 'question-resolved'),
    });

    expect(newsletterJobs(deliveries.adds)).toEqual([]);
  });
});
