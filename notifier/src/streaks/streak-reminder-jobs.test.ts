import { createInProcessJobQueue } from '@iec-bets/platform';
import { afterEach, describe, expect, it } from 'vitest';
import type { StreakReminderJob } from '../jobs/alert-jobs.js';
import { setStreakReminders, streakReminderJob } from './streak-reminder-jobs.js';

describe('an evening of streak reminders as a job', () => {
  it('is named by its day and due at six that evening, South African time', () => {
    expect(streakReminderJob('2026-03-10')).toEqual({
      id: 'streak-reminder:2026-03-10',
      data: { kind: 'streak-reminder', eventId: 'streak-reminder:2026-03-10', day: '2026-03-10' },
      notBefore: Date.parse('2026-03-10T16:00:00Z'),
    });
  });

  describe('set at a start', () => {
    const queue = createInProcessJobQueue<StreakReminderJob>({ name: 'streak-reminder-test' });
    afterEach(() => queue.close());

    it("sets today's and tomorrow's, and setting them again adds nothing", async () => {
      // Late on the 10th by the UTC calendar is already the 11th in South Africa.
      const now = new Date('2030-03-10T22:30:00Z');
      await setStreakReminders(queue, now);
      await setStreakReminders(queue, now);
      expect(await queue.counts()).toMatchObject({ waiting: 0, delayed: 2 });
      // A day later, its "today" was the day before's "tomorrow": one more, not two.
      await setStreakReminders(queue, new Date(now.getTime() + 24 * 60 * 60 * 1000));
      expect(await queue.counts()).toMatchObject({ waiting: 0, delayed: 3 });
    });
  });
});
