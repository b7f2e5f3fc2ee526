import { ReadModel, streams } from '@iec-bets/contracts';
import { testRedisUrl } from '@iec-bets/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PermanentDeliveryError, RecipientGoneError } from '../alerts/alert.js';
import { createDeliveryHandler } from '../delivery.js';
import { startHarness, type Harness, type QueueKind } from '../test-support/notifier-harness.js';
import { createStreakReminderHandler } from './streak-reminder-fan-out.js';
import { streakReminderJob } from './streak-reminder-jobs.js';

/**
 * The evening's streak reminders end to end over real stores: answers appended on the days before as the command side
 * appends them, the real projector, the reminder queue and its jobs, and a recorder in place of the channels. The
 * notifier's clock stands at five past six on the day; the answers before it carry their own days.
 */
const DAY = '2026-03-10';
const at = (day: string, time: string) => new Date(`${day}T${time}:00+02:00`);
const EVENING = at(DAY, '18:05');
const clock = () => EVENING;
const push = (name: string) => `https://push.example.org/${name}`;

describe.each<QueueKind>(['in-process', 'bullmq'])('streak reminders through the %s queue', (queues) => {
  let h: Harness;
  const start = () => {
    h = startHarness({ queues, redisUrl: testRedisUrl() });
    return h;
  };
  afterEach(async () => h?.close());

  /** The notifier starts at five past six on the day, with WhatsApp carrying reminders or not, and runs its course. */
  async function theEvening({ whatsapp = false } = {}) {
    await h.start({ reminderQueue: h.reminderQueue, whatsappStreakReminders: whatsapp, clock });
    await h.settle();
  }

  /** A question dated each of these days, published in the morning. */
  async function questionsOn(...days: string[]) {
    for (const day of days) await h.publish(`q-${day}`, `The question of ${day}?`, at(day, '08:00').toISOString());
  }

  /** The player answers the question of each day, at ten that morning. */
  async function answeredOn(userId: string, ...days: string[]) {
    for (const day of days) await h.answer(userId, `q-${day}`, 'yes', at(day, '10:00'));
  }

  it('reminds each player whose streak ends at midnight, with its length and a question still open, once, on their most immediate channel', async () => {
    start();
    await questionsOn('2026-03-07', '2026-03-08', '2026-03-09', DAY);
    await h.user('thandi', { email: 'thandi@example.co.za', emailNotifications: true });
    await answeredOn('thandi', '2026-03-08', '2026-03-09');
    // Every channel on: the browser, which is free and on the phone in hand, and only it.
    await h.user('sipho', { email: 'sipho@example.co.za', emailNotifications: true, phoneNumber: '+27821234567', whatsappNotifications: true, browserNotifications: true }, [push('sipho')]);
    await answeredOn('sipho', '2026-03-07', '2026-03-08', '2026-03-09');
    // Browser notifications on but no browser subscribed: WhatsApp, before email.
    await h.user('ayanda', { email: 'ayanda@example.co.za', emailNotifications: true, phoneNumber: '+27831234567', whatsappNotifications: true, browserNotifications: true });
    await answeredOn('ayanda', '2026-03-08', '2026-03-09');
    // One day is yesterday's answer, not yet a habit: no reminder.
    await h.user('lerato', { browserNotifications: true }, [push('lerato')]);
    await answeredOn('lerato', '2026-03-09');
    // Predicted this morning: the streak is kept.
    await h.user('pieter', { email: 'pieter@example.co.za', emailNotifications: true });
    await answeredOn('pieter', '2026-03-08', '2026-03-09', DAY);
    // Reminders turned off, alerts kept.
    await h.user('naledi', { email: 'naledi@example.co.za', emailNotifications: true, streakReminders: false });
    await answeredOn('naledi', '2026-03-08', '2026-03-09');
    // A streak but no channel on: nothing reaches him.
    await h.user('bongani', { email: 'bongani@example.co.za' });
    await answeredOn('bongani', '2026-03-08', '2026-03-09');
    // Email on, to an address nobody has confirmed: email alerts go to confirmed addresses alone, reminders too.
    await h.user('zanele', { email: 'zanele@example.co.za', emailConfirmed: false, emailNotifications: true });
    await answeredOn('zanele', '2026-03-08', '2026-03-09');
    await h.settle();

    await theEvening({ whatsapp: true });
    // A second start the same evening (a deploy at 18:10) sends nobody a second one.
    await h.stop();
    await theEvening({ whatsapp: true });

    expect(h.channels.summary()).toEqual([
      'email thandi@example.co.za streak-reminder',
      `web-push ${push('sipho')} streak-reminder`,
      'whatsapp +27831234567 streak-reminder',
    ]);
    const alertTo = (to: string) => h.channels.sent.find((call) => call.to === to)?.alert;
    expect(alertTo('thandi@example.co.za')).toEqual({
      kind: 'streak-reminder',
      questionId: `q-${DAY}`,
      questionText: `The question of ${DAY}?`,
      streak: 2,
      day: DAY,
    });
    expect(alertTo(push('sipho'))).toMatchObject({ kind: 'streak-reminder', streak: 3 });
    // A push service holds it for an offline phone until ten, not into the morning (from 18:05, 3 h 55 min), under a
    // Topic of its own, so that a copy sent again replaces it there.
    expect(h.channels.sent.find((call) => call.to === push('sipho'))?.delivery).toEqual({
      topic: expect.stringMatching(/^[\w-]{32}$/),
      ttlSeconds: 14_100,
    });
    // The day's job, and the next day's (set at the start and again by the day's): each ran once, none failed.
    expect(await h.reminderQueue.counts()).toMatchObject({ completed: 2, failed: 0 });
  });

  it('names the question /vote shows first, and leaves WhatsApp out when no template is approved for reminders', async () => {
    start();
    await questionsOn('2026-03-08', '2026-03-09');
    await h.publish('morning', 'The morning question?', at(DAY, '07:00').toISOString());
    await h.publish('noon', 'The noon question?', at(DAY, '12:00').toISOString());
    await h.user('sipho', { email: 'sipho@example.co.za', emailNotifications: true, phoneNumber: '+27821234567', whatsappNotifications: true });
    await answeredOn('sipho', '2026-03-08', '2026-03-09');
    await h.settle();

    await theEvening();

    expect(h.channels.summary()).toEqual(['email sipho@example.co.za streak-reminder']);
    expect(h.channels.sent[0]!.alert).toMatchObject({ questionId: 'noon' });
  });

  it('takes the next channel the same evening when a browser is gone, refuses for good, or fails', async () => {
    start();
    await questionsOn('2026-03-08', '2026-03-09', DAY);
    const everything = (name: string, phone: string) => ({
      email: `${name}@example.co.za`,
      emailNotifications: true,
      phoneNumber: phone,
      whatsappNotifications: true,
      browserNotifications: true,
    });
    // Thandi's only browser has lapsed: the push service says it is gone.
    await h.user('thandi', everything('thandi', '+27821111111'), [push('thandi')]);
    h.channels.failNext('web-push', push('thandi'), new RecipientGoneError('410 Gone'));
    // Sipho's push service refuses for good (keys that changed), and so does WhatsApp his number: email, every evening.
    await h.user('sipho', everything('sipho', '+27822222222'), [push('sipho')]);
    h.channels.failAlways('web-push', push('sipho'), new PermanentDeliveryError('403 Forbidden'));
    h.channels.failAlways('whatsapp', '+27822222222', new PermanentDeliveryError('not a WhatsApp number'));
    // Lerato has two browsers, one of them gone: the other carries it, and nothing else goes.
    await h.user('lerato', everything('lerato', '+27823333333'), [push('lerato-old'), push('lerato-new')]);
    h.channels.failNext('web-push', push('lerato-old'), new RecipientGoneError('404 Not Found'));
    // Bongani's one channel, his browser, refuses for good: his job fails where operators see it.
    await h.user('bongani', { browserNotifications: true }, [push('bongani')]);
    h.channels.failAlways('web-push', push('bongani'), new PermanentDeliveryError('403 Forbidden'));
    for (const name of ['thandi', 'sipho', 'lerato', 'bongani']) await answeredOn(name, '2026-03-08', '2026-03-09');
    await h.settle();

    await theEvening({ whatsapp: true });

    expect(h.channels.summary()).toEqual([
      'email sipho@example.co.za streak-reminder',
      `web-push ${push('lerato-new')} streak-reminder`,
      'whatsapp +27821111111 streak-reminder',
    ]);
    // The gone browsers are removed, so tomorrow's reminder does not try them first.
    const browsers = await h.readStore.find(ReadModel.pushSubscriptions, { where: {} });
    expect(browsers.map((browser) => browser.endpoint).sort()).toEqual([push('bongani'), push('lerato-new'), push('sipho')]);
    expect(await h.deliveryQueue.counts()).toMatchObject({ completed: 3, failed: 1 });
  });

  /** Thandi, with a two-day streak, has her browser and email on; `failing` scripts her browser's push service. */
  async function remindThandi(failing: () => void) {
    start();
    await questionsOn('2026-03-08', '2026-03-09', DAY);
    await h.user('thandi', { email: 'thandi@example.co.za', emailNotifications: true, browserNotifications: true }, [push('thandi')]);
    await answeredOn('thandi', '2026-03-08', '2026-03-09');
    failing();
    await h.settle();
    await theEvening();
  }

  it('tries a browser again that failed for a reason that may pass, rather than send by email as well', async () => {
    // Out of reach once: the message may have got through, and an email besides would make two.
    await remindThandi(() => h.channels.failNext('web-push', push('thandi'), new Error('push service timed out')));

    expect(h.channels.calls.map((call) => call.channel)).toEqual(['web-push', 'web-push']);
    expect(h.channels.summary()).toEqual([`web-push ${push('thandi')} streak-reminder`]);
  });

  it('moves on to the next channel on its last attempt, when the browser has failed every time', async () => {
    await remindThandi(() => h.channels.failAlways('web-push', push('thandi'), new Error('503 from the push service')));

    // The harness's queue gives a job three attempts.
    expect(h.channels.calls.map((call) => call.channel)).toEqual(['web-push', 'web-push', 'web-push', 'email']);
    expect(h.channels.summary()).toEqual(['email thandi@example.co.za streak-reminder']);
    expect(await h.deliveryQueue.counts()).toMatchObject({ completed: 1, failed: 0 });
  });

  it('passes over a day on which nobody could predict, as the profile’s streak does', async () => {
    start();
    // No question on the 8th: nobody answered anything that day.
    await questionsOn('2026-03-07', '2026-03-09', DAY);
    await h.user('thandi', { email: 'thandi@example.co.za', emailNotifications: true });
    await answeredOn('thandi', '2026-03-07', '2026-03-09');
    await h.settle();

    await theEvening();

    expect(h.channels.sent.map((call) => call.alert)).toEqual([expect.objectContaining({ kind: 'streak-reminder', streak: 2 })]);
  });

  it('asks nothing of anyone on a day whose questions are all closed, and sets the next evening all the same', async () => {
    start();
    await questionsOn('2026-03-08', '2026-03-09', DAY);
    await h.resolve(`q-${DAY}`, 'yes');
    await h.user('thandi', { email: 'thandi@example.co.za', emailNotifications: true });
    await answeredOn('thandi', '2026-03-08', '2026-03-09');
    await h.settle();

    // The day's job alone, run by hand. The one it sets for the next day runs too (its hour long past by the queue's
    // wall clock) and, a day early by the notifier's, sends nothing and sets nothing further.
    await h.reminderQueue.add([streakReminderJob(DAY)]);
    const worker = h.reminderQueue.work(createStreakReminderHandler({ eventStore: h.eventStore, readStore: h.readStore, deliveryQueue: h.deliveryQueue, reminderQueue: h.reminderQueue, clock }));
    await vi.waitFor(async () => expect(await h.reminderQueue.counts()).toMatchObject({ completed: 2 }), { timeout: 10_000 });
    await worker.close();

    expect(h.channels.sent).toEqual([]);
    expect(await h.deliveryQueue.counts()).toMatchObject({ waiting: 0, delayed: 0, completed: 0 });
    expect(await h.reminderQueue.counts()).toMatchObject({ waiting: 0, delayed: 0, failed: 0 });
  });

  it('drops a reminder queued before the player predicted, or turned reminders off, and sends the rest', async () => {
    start();
    await questionsOn('2026-03-08', '2026-03-09', DAY);
    for (const name of ['thandi', 'pieter', 'naledi']) {
      await h.user(name, { email: `${name}@example.co.za`, emailNotifications: true });
      await answeredOn(name, '2026-03-08', '2026-03-09');
    }
    await h.settle();
    // The evening's walk queues three reminders; no delivery runs yet.
    await h.start({ runWorkers: false });
    const walking = h.reminderQueue.work(createStreakReminderHandler({ eventStore: h.eventStore, readStore: h.readStore, deliveryQueue: h.deliveryQueue, reminderQueue: h.reminderQueue, clock }));
    await h.reminderQueue.add([streakReminderJob(DAY)]);
    await vi.waitFor(async () => expect((await h.deliveryQueue.counts()).waiting).toBe(3), { timeout: 10_000 });
    await walking.close();

    // Meanwhile Pieter predicts, and Naledi turns reminders off.
    await h.answer('pieter', `q-${DAY}`, 'no', at(DAY, '18:02'));
    await h.append(streams.user('naledi'), [{ type: 'NotificationSettingsChanged', data: { userId: 'naledi', streakReminders: false } }]);
    expect(await h.projector.waitFor(await h.eventStore.headPosition(), 10_000)).toBe(true);
    h.deliveryQueue.work(createDeliveryHandler({ channels: h.channels, state: h.state, eventStore: h.eventStore, readStore: h.readStore, clock }));
    await vi.waitFor(async () => expect((await h.deliveryQueue.counts()).completed).toBe(3), { timeout: 10_000 });

    expect(h.channels.summary()).toEqual(['email thandi@example.co.za streak-reminder']);
  });

  it('sends nothing after ten at night, neither from a walk that starts late nor from a queue that drains late', async () => {
    start();
    await questionsOn('2026-03-08', '2026-03-09', DAY);
    await h.user('thandi', { email: 'thandi@example.co.za', emailNotifications: true });
    await answeredOn('thandi', '2026-03-08', '2026-03-09');
    await h.settle();

    // A notifier back at ten walks nobody...
    await h.start({ reminderQueue: h.reminderQueue, clock: () => at(DAY, '22:00') });
    await h.settle();
    expect(await h.reminderQueue.counts()).toMatchObject({ completed: 2, failed: 0 });
    expect(await h.deliveryQueue.counts()).toMatchObject({ completed: 0 });
    await h.stop();

    // ...and a reminder queued at six but sent at one minute past ten is dropped as it is sent.
    await h.deliveryQueue.add([
      {
        id: 'late',
        data: {
          channel: 'first-reachable',
          eventId: `streak-reminder:${DAY}`,
          userId: 'thandi',
          alert: { kind: 'streak-reminder', questionId: `q-${DAY}`, questionText: 'Late?', streak: 2, day: DAY },
        },
      },
    ]);
    h.deliveryQueue.work(createDeliveryHandler({ channels: h.channels, state: h.state, eventStore: h.eventStore, readStore: h.readStore, clock: () => at(DAY, '22:01') }));
    await vi.waitFor(async () => expect((await h.deliveryQueue.counts()).completed).toBe(1), { timeout: 10_000 });

    expect(h.channels.sent).toEqual([]);
  });
});
