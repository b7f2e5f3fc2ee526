import { ReadModel, streams } from '@iec-bets/contracts';
import { createInProcessJobQueue } from '@iec-bets/platform';
import { rebuildReadModels } from '@iec-bets/projector';
import { events, testRedisUrl } from '@iec-bets/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { PermanentDeliveryError, RecipientGoneError, type EveryChannelAlert } from './alerts/alert.js';
import { createDeliveryHandler } from './delivery.js';
import { createFanOutHandler } from './fan-out.js';
import type { DeliveryJob } from './jobs/alert-jobs.js';
import { startHarness, type Harness, type QueueKind } from './test-support/notifier-harness.js';

/**
 * The notifier end to end over real stores, with each kind of queue: events appended as the command side appends
 * them, the real projector, the reactor and the workers, and a recorder in place of the channels.
 */
const push = (name: string) => `https://push.example.org/${name}`;

describe.each<QueueKind>(['in-process', 'bullmq'])('alerts through the %s queue', (queues) => {
  let h: Harness;
  const start = () => {
    h = startHarness({ queues, redisUrl: testRedisUrl() });
    return h;
  };
  afterEach(async () => h?.close());

  /** Three users with different channels on, one with none. */
  async function people() {
    await h.user('thandi', { email: 'thandi@example.co.za', emailNotifications: true });
    await h.user('sipho', { phoneNumber: '+27821234567', whatsappNotifications: true, browserNotifications: true }, [
      push('sipho-phone'),
      push('sipho-laptop'),
    ]);
    await h.user('lerato', { browserNotifications: true }, [push('lerato')]);
    // Addresses but every channel off: nothing, whatever he gave.
    await h.user('pieter', { email: 'pieter@example.co.za', phoneNumber: '+27831112222' }, [push('pieter')]);
  }

  it('alerts every user with a channel on about a new question, once per channel and browser', async () => {
    await start().start();
    await people();
    await h.publish('q1', 'Will turnout pass 60%?');
    await h.settle();
    expect(h.channels.summary()).toEqual([
      'email thandi@example.co.za new-question',
      `web-push ${push('lerato')} new-question`,
      `web-push ${push('sipho-laptop')} new-question`,
      `web-push ${push('sipho-phone')} new-question`,
      'whatsapp +27821234567 new-question',
    ]);
    expect(h.channels.sent[0]!.alert).toEqual({ kind: 'new-question', questionId: 'q1', questionText: 'Will turnout pass 60%?' });
    expect(await h.deliveryQueue.counts()).toMatchObject({ completed: 5, failed: 0 });
  });

  it('emails no address its owner has not confirmed, and starts with the first question after they confirm it', async () => {
    await start().start();
    await h.user('thandi', { email: 'thandi@example.co.za', emailConfirmed: false, emailNotifications: true, browserNotifications: true }, [
      push('thandi'),
    ]);
    await h.publish('q1', 'Will turnout pass 60%?');
    await h.settle();
    // Her browser hears of it; the address she typed, which nobody has shown to be hers, does not.
    expect(h.channels.summary()).toEqual([`web-push ${push('thandi')} new-question`]);

    await h.append(streams.user('thandi'), [events.emailAddressConfirmed('thandi')]);
    await h.publish('q2', 'Will the coalition hold?');
    await h.settle();
    expect(h.channels.summary()).toEqual([
      'email thandi@example.co.za new-question',
      `web-push ${push('thandi')} new-question`,
      `web-push ${push('thandi')} new-question`,
    ]);
  });

  it('alerts about a question published while the projector is down, however long it stays down', async () => {
    await start().start();
    await people();
    await h.settle();
    await h.stopProjector();
    await h.publish('q1', 'Will the alert wait for the projector?');
    // Far longer than a fan-out's retries last here (3 tries, 50 ms apart): nothing has gone out, nothing given up.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(h.channels.sent).toEqual([]);
    expect(await h.fanOutQueue.counts()).toMatchObject({ failed: 0 });
    h.startProjector();
    await h.settle();
    expect(h.channels.summary()).toHaveLength(5);
    expect(await h.fanOutQueue.counts()).toMatchObject({ completed: 1, failed: 0 });
  });

  it('tells those who answered how a resolved question came out, and whether they were right', async () => {
    await start().start();
    await people();
    await h.publish('q1');
    await h.answer('thandi', 'q1', 'yes');
    await h.answer('lerato', 'q1', 'no');
    await h.answer('pieter', 'q1', 'no');
    await h.settle();
    const beforeResolution = h.channels.sent.length;
    await h.resolve('q1', 'no');
    await h.settle();
    const resolved = h.channels.sent.slice(beforeResolution);
    expect(resolved.map((call) => [call.channel, call.to, call.alert])).toEqual(
      expect.arrayContaining([
        ['email', 'thandi@example.co.za', expect.objectContaining({ kind: 'question-resolved', correctOptionText: 'No', wasCorrect: false })],
        ['web-push', push('lerato'), expect.objectContaining({ kind: 'question-resolved', correctOptionId: 'no', wasCorrect: true })],
      ]),
    );
    // Sipho did not answer; Pieter answered but has no channel on.
    expect(resolved).toHaveLength(2);
  });

  it('tells those who answered that a resolution was corrected, and how their answer now stands', async () => {
    await start().start();
    await people();
    await h.publish('q1');
    await h.answer('thandi', 'q1', 'yes');
    await h.answer('lerato', 'q1', 'no');
    await h.resolve('q1', 'no');
    await h.settle();
    const beforeCorrection = h.channels.sent.length;
    await h.append(streams.question('q1'), [events.resolutionCorrected('q1', 'yes')]);
    await h.settle();
    const corrected = h.channels.sent.slice(beforeCorrection);
    expect(corrected.map((call) => [call.channel, call.to, call.alert])).toEqual(
      expect.arrayContaining([
        ['email', 'thandi@example.co.za', expect.objectContaining({ kind: 'resolution-corrected', questionId: 'q1', correctOptionText: 'Yes', wasCorrect: true })],
        ['web-push', push('lerato'), expect.objectContaining({ kind: 'resolution-corrected', correctOptionId: 'yes', wasCorrect: false })],
      ]),
    );
    expect(corrected).toHaveLength(2);
    // A dispute or a dismissal alerts nobody: only a changed outcome changes anyone's result.
    await h.append(streams.question('q1'), [events.resolutionDisputed('q1'), events.disputesDismissed('q1')]);
    await h.settle();
    expect(h.channels.sent.length).toBe(beforeCorrection + 2);
  });

  it('sends nothing for events that were in the log before its first start, then alerts from there on', async () => {
    start();
    await people();
    await h.publish('old');
    await h.resolve('old', 'yes');
    await h.start();
    await h.settle();
    expect(h.channels.sent).toEqual([]);
    expect(await h.state.checkpoint()).toBe(await h.eventStore.headPosition());
    await h.publish('new');
    await h.settle();
    expect(h.channels.sent.map((call) => call.alert)).toContainEqual(expect.objectContaining({ questionId: 'new' }));
    expect(h.channels.sent.every((call) => call.alert.kind === 'new-question' && call.alert.questionId === 'new')).toBe(true);
  });

  it('picks up after a restart where it left off: what came meanwhile is sent, nothing twice', async () => {
    await start().start();
    await people();
    await h.publish('q1');
    await h.settle();
    await h.stop();
    await h.publish('q2');
    await h.start();
    await h.settle();
    const byQuestion = (id: string) => h.channels.sent.filter((call) => 'questionId' in call.alert && call.alert.questionId === id);
    expect(byQuestion('q1')).toHaveLength(5);
    expect(byQuestion('q2')).toHaveLength(5);
  });

  it('alerts each recipient once when the same event is handled twice', async () => {
    await start().start();
    await people();
    const beforeEvent = await h.eventStore.headPosition();
    await h.publish('q1');
    await h.settle();
    // The reactor handles the event again, as after a crash between adding its jobs and saving its checkpoint.
    await h.stop();
    await h.state.saveCheckpoint(beforeEvent);
    await h.start();
    await h.settle();
    expect(h.channels.sent).toHaveLength(5);
    expect(await h.state.checkpoint()).toBe(await h.eventStore.headPosition());
  });

  it('sends nothing when the read models are rebuilt (iec-bets replay), and leaves its checkpoint alone', async () => {
    await start().start();
    await people();
    await h.publish('q1');
    await h.answer('thandi', 'q1', 'yes');
    await h.resolve('q1', 'yes');
    await h.settle();
    const sent = h.channels.sent.length;
    const checkpoint = await h.state.checkpoint();
    await rebuildReadModels({ eventStore: h.eventStore, readStore: h.readStore });
    await h.settle();
    expect(h.channels.sent).toHaveLength(sent);
    expect(await h.state.checkpoint()).toBe(checkpoint);
    // And it goes on alerting about what comes next.
    await h.publish('q2');
    await h.settle();
    expect(h.channels.sent).toHaveLength(sent + 5);
  });

  it('retries a failing delivery with growing waits until it goes through', async () => {
    await start().start();
    await h.user('thandi', { email: 'thandi@example.co.za', emailNotifications: true });
    h.channels.failNext('email', 'thandi@example.co.za', new Error('SMTP 451: try again later'), new Error('connection reset'));
    await h.publish('q1');
    await h.settle();
    const attempts = h.channels.calls.filter((call) => call.to === 'thandi@example.co.za');
    expect(attempts).toHaveLength(3);
    expect(attempts[1]!.at - attempts[0]!.at).toBeGreaterThanOrEqual(45);
    expect(attempts[2]!.at - attempts[1]!.at).toBeGreaterThanOrEqual(95);
    expect(h.channels.sentOn('email')).toHaveLength(1);
    expect(await h.deliveryQueue.counts()).toMatchObject({ failed: 0 });
  });

  it('shows a delivery as failed once its attempts are used up', async () => {
    await start().start();
    await h.user('thandi', { email: 'thandi@example.co.za', emailNotifications: true });
    await h.user('sipho', { email: 'sipho@example.co.za', emailNotifications: true });
    h.channels.failAlways('email', 'thandi@example.co.za', new Error('SMTP 421: service not available'));
    await h.publish('q1');
    await h.settle();
    expect(h.channels.calls.filter((call) => call.to === 'thandi@example.co.za')).toHaveLength(3);
    expect(h.channels.sentOn('email').map((call) => call.to)).toEqual(['sipho@example.co.za']);
    const published = (await h.eventStore.readStream(streams.question('q1'))).find((event) => event.type === 'QuestionPublished')!;
    const failed = await h.deliveryQueue.failed();
    expect(failed).toEqual([
      expect.objectContaining({
        id: `${published.id}:thandi:email`,
        attemptsMade: 3,
        error: 'Error: SMTP 421: service not available',
      }),
    ]);
    expect(await h.deliveryQueue.counts()).toMatchObject({ failed: 1, completed: 1 });
  });

  it('keeps no address in a delivery job, not even in one kept after it failed', async () => {
    await start().start();
    await h.user('sipho', { email: 'sipho@example.co.za', phoneNumber: '+27821234567', emailNotifications: true, whatsappNotifications: true, browserNotifications: true }, [
      push('sipho-phone'),
    ]);
    for (const [channel, to] of [['email', 'sipho@example.co.za'], ['whatsapp', '+27821234567'], ['web-push', push('sipho-phone')]] as const) {
      h.channels.failAlways(channel, to, new PermanentDeliveryError('refused'));
    }
    await h.publish('q1');
    await h.settle();

    const failed = await h.deliveryQueue.failed();
    expect(failed.map((job) => job.data.channel).sort()).toEqual(['email', 'web-push', 'whatsapp']);
    for (const personal of ['sipho@example.co.za', '27821234567', 'sipho-phone', 'k'.repeat(20)]) expect(JSON.stringify(failed)).not.toContain(personal);
  });

  it('sends nothing that waited for an account deleted meanwhile, a channel turned off, or an address changed and not yet confirmed', async () => {
    // The fan-out runs; the deliveries wait, as behind a long queue.
    await start().start({ runWorkers: false });
    h.fanOutQueue.work(createFanOutHandler({ readStore: h.readStore, deliveryQueue: h.deliveryQueue }));
    await h.user('thandi', { email: 'thandi@example.co.za', emailNotifications: true, browserNotifications: true }, [push('thandi')]);
    await h.user('sipho', { email: 'sipho@example.co.za', phoneNumber: '+27821234567', emailNotifications: true, whatsappNotifications: true });
    await h.user('lerato', { email: 'lerato@example.co.za', emailNotifications: true });
    await h.publish('q1');
    await expect.poll(async () => (await h.deliveryQueue.counts()).waiting, { timeout: 10_000 }).toBe(5);

    // Thandi deletes her account and Sipho turns his email alerts off before the deliveries run
    await h.append(streams.user('thandi'), [{ type: 'UserDeleted', data: { userId: 'thandi', username: 'thandi' } }]);
    await h.append(streams.user('sipho'), [{ type: 'NotificationSettingsChanged', data: { userId: 'sipho', emailNotifications: false } }]);
    // ...and Lerato gives a new address, which nobody has confirmed yet: neither it nor the old one is sent to.
    await h.append(streams.user('lerato'), [{ type: 'NotificationSettingsChanged', data: { userId: 'lerato', email: 'lerato@work.example.co.za' } }]);
    expect(await h.projector.waitFor(await h.eventStore.headPosition(), 10_000)).toBe(true);
    h.deliveryQueue.work(createDeliveryHandler({ channels: h.channels, state: h.state, eventStore: h.eventStore, readStore: h.readStore }));
    await h.settle();

    expect(h.channels.summary()).toEqual(['whatsapp +27821234567 new-question']);
    expect(await h.deliveryQueue.counts()).toMatchObject({ completed: 5, failed: 0 });
  });

  it('sends nothing that waited for a question deleted or withdrawn meanwhile, or for an outcome corrected since', async () => {
    await start().start({ runWorkers: false });
    await h.user('thandi', { email: 'thandi@example.co.za', emailNotifications: true });
    await h.publish('deleted');
    await h.publish('archived');
    await h.publish('kept');
    await h.publish('corrected');
    await h.answer('thandi', 'corrected', 'yes');
    await h.resolve('corrected', 'yes');
    // The fan-out starts once the read models hold the resolution: on a loaded machine it once announced 'corrected'
    // before its resolution was projected.
    expect(await h.projector.waitFor(await h.eventStore.headPosition(), 10_000)).toBe(true);
    h.fanOutQueue.work(createFanOutHandler({ readStore: h.readStore, deliveryQueue: h.deliveryQueue }));
    // Three announcements and one resolution wait behind a long queue (the question resolved at once is not announced).
    await expect.poll(async () => (await h.deliveryQueue.counts()).waiting, { timeout: 10_000 }).toBe(4);

    await h.append(streams.question('deleted'), [{ type: 'QuestionDeleted', data: { questionId: 'deleted' } }]);
    await h.append(streams.question('archived'), [{ type: 'QuestionArchived', data: { questionId: 'archived' } }]);
    await h.append(streams.question('corrected'), [
      { type: 'QuestionResolutionCorrected', data: { questionId: 'corrected', correctOptionId: 'no', resolutionSummary: 'Recounted', resolutionProofUrl: null } },
    ]);
    expect(await h.projector.waitFor(await h.eventStore.headPosition(), 10_000)).toBe(true);
    h.deliveryQueue.work(createDeliveryHandler({ channels: h.channels, state: h.state, eventStore: h.eventStore, readStore: h.readStore }));
    await h.settle();

    // The open question's announcement, and the correction's own alert; not the resolution it replaced.
    expect(h.channels.summary().sort()).toEqual(['email thandi@example.co.za new-question', 'email thandi@example.co.za resolution-corrected']);
  });

  it('tells nobody to predict a question whose South African day is over, published late or still queued at midnight', async () => {
    await start().start({ runWorkers: false });
    await h.user('thandi', { email: 'thandi@example.co.za', emailNotifications: true });
    await h.publish('yesterday', 'Was it announced yesterday?', new Date(Date.now() - 86_400_000).toISOString());
    await h.publish('today', 'Will it be announced today?');
    expect(await h.projector.waitFor(await h.eventStore.headPosition(), 10_000)).toBe(true);
    h.fanOutQueue.work(createFanOutHandler({ readStore: h.readStore, deliveryQueue: h.deliveryQueue }));
    // Yesterday's takes no answer: it is queued for nobody. Today's is.
    await expect.poll(async () => (await h.fanOutQueue.counts()).completed, { timeout: 10_000 }).toBe(2);
    expect((await h.deliveryQueue.counts()).waiting).toBe(1);

    // Its delivery runs after South African midnight (a national queue drained slowly): "predict now" is no longer true.
    const tomorrow = () => new Date(Date.now() + 86_400_000);
    h.deliveryQueue.work(createDeliveryHandler({ channels: h.channels, state: h.state, eventStore: h.eventStore, readStore: h.readStore, clock: tomorrow }));
    await expect.poll(async () => (await h.deliveryQueue.counts()).completed, { timeout: 10_000 }).toBe(1);
    expect(h.channels.sent).toEqual([]);
  });

  it('sends an alert once when recording it as sent fails, and completes the job', async () => {
    await start().start({ runWorkers: false });
    h.fanOutQueue.work(createFanOutHandler({ readStore: h.readStore, deliveryQueue: h.deliveryQueue }));
    await h.user('thandi', { email: 'thandi@example.co.za', emailNotifications: true });
    // The notifier's state is out of reach (Redis restarting, a full disk) just as the alert has gone out.
    const unrecordable = Object.create(h.state, { markDelivered: { value: () => Promise.reject(new Error('state unreachable')) } });
    const warnings: string[] = [];
    h.deliveryQueue.work(
      createDeliveryHandler({
        channels: h.channels,
        state: unrecordable,
        eventStore: h.eventStore,
        readStore: h.readStore,
        logger: { warn: (_details, message) => void warnings.push(message) },
      }),
    );
    await h.publish('q1');
    await h.settle();
    expect(h.channels.summary()).toEqual(['email thandi@example.co.za new-question']);
    expect(await h.deliveryQueue.counts()).toMatchObject({ completed: 1, failed: 0, delayed: 0 });
    expect(warnings).toEqual(['An alert went out but could not be recorded as sent; it is not sent again']);
  });

  it('fails a delivery at once, without retrying, when the channel refuses it for good', async () => {
    await start().start();
    await h.user('sipho', { phoneNumber: '+27821234567', whatsappNotifications: true });
    h.channels.failAlways('whatsapp', '+27821234567', new PermanentDeliveryError('131026: message undeliverable'));
    await h.publish('q1');
    await h.settle();
    expect(h.channels.calls).toHaveLength(1);
    const [failed] = await h.deliveryQueue.failed();
    expect(failed).toMatchObject({ attemptsMade: 1 });
    expect(failed!.error).toMatch(/131026: message undeliverable/);
  });

  /** Thandi, who takes email alerts, and today's open question q1, already announced to her. */
  async function announced() {
    await start().start();
    await h.user('thandi', { email: 'thandi@example.co.za', emailNotifications: true });
    await h.publish('q1', 'Will turnout pass 60%?');
    await h.settle();
    expect(h.channels.summary()).toEqual(['email thandi@example.co.za new-question']);
    return { eventId: (await h.eventStore.readStream(streams.question('q1')))[1]!.id, userId: 'thandi' };
  }

  it('fails a delivery a newer release queued, on a channel or of an alert this one does not know, rather than completing it unsent', async () => {
    const base = await announced();
    const alert = { kind: 'new-question', questionId: 'q1', questionText: 'Will turnout pass 60%?' };
    const newer = [
      { id: 'new-channel', data: { ...base, channel: 'carrier-pigeon', alert } },
      { id: 'new-alert', data: { ...base, channel: 'email', alert: { ...alert, kind: 'question-reopened' } } },
    ];
    await h.deliveryQueue.add(newer as unknown as { id: string; data: DeliveryJob }[]);
    await h.settle();

    // Retried, in case a worker of the newer release takes it, then shown as failed.
    const failed = await h.deliveryQueue.failed();
    expect(failed.map(({ id, attemptsMade }) => ({ id, attemptsMade })).sort((a, b) => a.id.localeCompare(b.id))).toEqual([
      { id: 'new-alert', attemptsMade: 3 },
      { id: 'new-channel', attemptsMade: 3 },
    ]);
    expect(failed.find((job) => job.id === 'new-channel')?.error).toContain('"carrier-pigeon" of a "new-question" alert, which this release does not know');
    expect(h.channels.summary()).toEqual(['email thandi@example.co.za new-question']);
  });

  it('drops a streak reminder queued on one channel, as the release before reminders took one channel queued it', async () => {
    const base = await announced();
    const reminder = { kind: 'streak-reminder', questionId: 'q1', questionText: 'Will turnout pass 60%?', streak: 4, day: '2026-03-10' };
    await h.deliveryQueue.add([{ id: 'reminder-by-email', data: { ...base, channel: 'email', alert: reminder } as unknown as DeliveryJob }]);
    await h.settle();

    expect(await h.deliveryQueue.counts()).toMatchObject({ completed: 2, failed: 0 });
    expect(h.channels.summary()).toEqual(['email thandi@example.co.za new-question']);
  });

  it('removes a push subscription the push service says is gone, and sends to it no more', async () => {
    await start().start();
    await h.user('sipho', { browserNotifications: true }, [push('old-phone'), push('laptop')]);
    h.channels.failAlways('web-push', push('old-phone'), new RecipientGoneError('410 Gone'));
    await h.publish('q1');
    await h.settle();
    const stream = await h.eventStore.readStream(streams.pushSubscriptions('sipho'));
    expect(stream.at(-1)).toMatchObject({ type: 'PushUnsubscribed', data: { userId: 'sipho', endpoint: push('old-phone') } });
    expect(stream.filter((event) => event.type === 'PushUnsubscribed')).toHaveLength(1);
    const left = await h.readStore.find(ReadModel.pushSubscriptions, { where: { userId: 'sipho' } });
    expect(left.map((doc) => doc.endpoint)).toEqual([push('laptop')]);
    expect(await h.deliveryQueue.counts()).toMatchObject({ failed: 0 });

    await h.publish('q2');
    await h.settle();
    expect(h.channels.calls.filter((call) => call.to === push('old-phone'))).toHaveLength(1);
    expect(h.channels.sentOn('web-push').map((call) => call.to)).toEqual([push('laptop'), push('laptop')]);
  });
});

describe('a delivery job', () => {
  it('that already delivered sends nothing when run again, even by a queue that never saw it', async () => {
    const h = startHarness({ queues: 'in-process' });
    try {
      await h.start();
      await h.user('thandi', { email: 'thandi@example.co.za', emailNotifications: true });
      await h.publish('q1');
      await h.settle();
      expect(h.channels.sent).toHaveLength(1);
      // A fresh queue, as after a restart of the one-process server, given the same job again.
      const job: DeliveryJob = {
        eventId: (await h.eventStore.readStream(streams.question('q1')))[1]!.id,
        userId: 'thandi',
        alert: h.channels.sent[0]!.alert as EveryChannelAlert,
        channel: 'email',
      };
      const fresh = createInProcessJobQueue<DeliveryJob>({ name: 'fresh', retry: { attempts: 1, initialDelayMs: 1 } });
      fresh.work(createDeliveryHandler({ channels: h.channels, state: h.state, eventStore: h.eventStore, readStore: h.readStore }));
      await fresh.add([{ id: `${job.eventId}:thandi:email`, data: job }]);
      await fresh.add([{ id: `${job.eventId}:thandi:email-again`, data: job }]);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await fresh.counts()).toMatchObject({ completed: 2 });
      // The first id had delivered already; the second is a new delivery.
      expect(h.channels.sent).toHaveLength(2);
      await fresh.close();
    } finally {
      await h.close();
    }
  });
});
