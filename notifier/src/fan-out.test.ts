import { join } from 'node:path';
import { createInProcessJobQueue, openSqliteReadStore } from '@iec-bets/platform';
import { afterEach, describe, expect, it } from 'vitest';
import { createFanOutHandler } from './fan-out.js';
import { ReadModelsBehindError } from './read-models-behind.js';
import type { DeliveryJob } from './jobs/alert-jobs.js';
import { startHarness, type Harness } from './test-support/notifier-harness.js';

let h: Harness;
afterEach(async () => h.close());

describe('a fan-out job', () => {
  it('waits for the read models to show its event before it picks recipients', async () => {
    h = startHarness({ queues: 'in-process' });
    await h.user('thandi', { email: 'thandi@example.co.za', emailNotifications: true });
    await h.publish('q1');
    await h.settle();
    const head = await h.eventStore.headPosition();
    const deliveries = createInProcessJobQueue<DeliveryJob>({ name: 'deliveries' });
    // Read models that have not caught up yet: an empty store, as a projector far behind would leave them.
    const behind = openSqliteReadStore({ file: join(h.dir, 'behind.sqlite') });
    const job = { id: 'e1:fan-out', attempt: 1, data: { kind: 'new-question' as const, eventId: 'e1', position: head, questionId: 'q1' } };
    await expect(createFanOutHandler({ readStore: behind, deliveryQueue: deliveries })(job)).rejects.toThrow(ReadModelsBehindError);
    expect(await deliveries.counts()).toMatchObject({ waiting: 0, completed: 0 });
    // The live read models have passed the event: one delivery, to Thandi by email.
    await createFanOutHandler({ readStore: h.readStore, deliveryQueue: deliveries })(job);
    expect(await deliveries.counts()).toMatchObject({ waiting: 1 });
    await behind.close();
    await deliveries.close();
  });

  it('alerts nobody about a question deleted before its fan-out ran', async () => {
    h = startHarness({ queues: 'in-process' });
    await h.user('thandi', { email: 'thandi@example.co.za', emailNotifications: true });
    await h.publish('q1');
    await h.append('question-q1', [{ type: 'QuestionDeleted', data: { questionId: 'q1' } }]);
    await h.settle();
    const deliveries = createInProcessJobQueue<DeliveryJob>({ name: 'deliveries' });
    const head = await h.eventStore.headPosition();
    await createFanOutHandler({ readStore: h.readStore, deliveryQueue: deliveries })({
      id: 'e1:fan-out',
      attempt: 1,
      data: { kind: 'new-question', eventId: 'e1', position: head - 1, questionId: 'q1' },
    });
    expect(await deliveries.counts()).toMatchObject({ waiting: 0 });
    await deliveries.close();
  });

  it('announces no question withdrawn or settled before its fan-out ran', async () => {
    h = startHarness({ queues: 'in-process' });
    await h.user('thandi', { email: 'thandi@example.co.za', emailNotifications: true });
    // Tomorrow's questions, published tonight: one archived before midnight, one resolved before it.
    await h.publish('withdrawn');
    await h.append('question-withdrawn', [{ type: 'QuestionArchived', data: { questionId: 'withdrawn' } }]);
    await h.publish('settled');
    await h.resolve('settled', 'yes');
    await h.publish('open');
    await h.settle();
    const deliveries = createInProcessJobQueue<DeliveryJob>({ name: 'deliveries' });
    const head = await h.eventStore.headPosition();
    const fanOut = createFanOutHandler({ readStore: h.readStore, deliveryQueue: deliveries });
    for (const questionId of ['withdrawn', 'settled', 'open']) {
      await fanOut({ id: `${questionId}:fan-out`, attempt: 1, data: { kind: 'new-question', eventId: questionId, position: head, questionId } });
    }
    // Only the question still taking answers is announced.
    expect(await deliveries.counts()).toMatchObject({ waiting: 1 });
    await deliveries.close();
  });
});
