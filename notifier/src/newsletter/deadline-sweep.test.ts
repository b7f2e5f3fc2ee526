import { streams } from '@iec-bets/contracts';
import { createInProcessJobQueue, unkeyedNewsletterSubscriberIdOf, unconfirmedErasureDueAt } from '@iec-bets/platform';
import { events } from '@iec-bets/testing';
import { afterEach, describe, expect, it } from 'vitest';
import type { ConfirmationDeadlineJob } from '../jobs/alert-jobs.js';
import { startHarness, type Harness } from '../test-support/notifier-harness.js';
import { setMissingDeadlines } from './deadline-sweep.js';

let h: Harness;
afterEach(async () => h.close());

describe('the deadlines set at start', () => {
  it('cover every subscription still waiting, due when its time is up, at once for one whose time is long past', async () => {
    h = startHarness({ queues: 'in-process' });
    const waiting = await h.newsletterSubscriber('waiting@example.org', { confirmed: false });
    await h.newsletterSubscriber('confirmed@example.org');
    // A subscription from months before deadlines existed, never confirmed.
    const oldId = unkeyedNewsletterSubscriberIdOf('old@example.org');
    await h.eventStore.append(streams.newsletter(oldId), [events.newsletterSubscribed('old@example.org', null, 'landing_page', 'old-one')], {
      expectedRevision: 'no_stream',
      metadata: { actorId: null, correlationId: 'c', causationId: null, occurredAt: '2026-06-01T09:00:00.000Z' },
    });
    await h.settle();

    const queue = createInProcessJobQueue<ConfirmationDeadlineJob>({ name: 'deadlines' });
    const added: ConfirmationDeadlineJob[] = [];
    const dueAt = new Map<string, number | undefined>();
    const recording = Object.create(queue, {
      add: {
        value: async (jobs: Parameters<typeof queue.add>[0]) => {
          for (const job of jobs) {
            added.push(job.data);
            dueAt.set(job.data.subscriptionId, job.notBefore);
          }
          await queue.add(jobs);
        },
      },
    }) as typeof queue;
    expect(await setMissingDeadlines(h.readStore, recording)).toBe(2);
    expect(added.map((job) => job.subscriptionId).sort()).toEqual(['old-one', waiting.subscriptionId].sort());
    expect(dueAt.get('old-one')).toBe(Date.parse('2026-06-08T10:00:00.000Z'));
    const waitingDoc = added.find((job) => job.subscriptionId === waiting.subscriptionId)!;
    expect(waitingDoc).toMatchObject({ kind: 'newsletter-confirmation-deadline', subscriberId: waiting.subscriberId });
    expect(dueAt.get(waiting.subscriptionId)).toBeGreaterThan(Date.now() + 6 * 24 * 3600_000);
    expect(unconfirmedErasureDueAt({ requestedAt: '2026-06-01T09:00:00.000Z' })).toBe(Date.parse('2026-06-08T10:00:00.000Z'));

    // Set again at the next start: the queue keeps one job per subscription.
    await setMissingDeadlines(h.readStore, queue);
    expect(await queue.counts()).toMatchObject({ delayed: 1, waiting: 1 });
    await queue.close();
  });
});
