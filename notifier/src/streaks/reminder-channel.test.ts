import { describe, expect, it } from 'vitest';
import type { AccountDeliveryJob } from '../jobs/alert-jobs.js';
import { reminderDeliveries } from './reminder-channel.js';

const alert = { kind: 'streak-reminder', questionId: 'q1', questionText: 'Q?', streak: 3, day: '2026-03-10' } as const;
const about = { eventId: 'streak-reminder:2026-03-10', userId: 'sipho', alert };
const email: AccountDeliveryJob = { ...about, channel: 'email' };
const whatsapp: AccountDeliveryJob = { ...about, channel: 'whatsapp' };
const phone: AccountDeliveryJob = { ...about, channel: 'web-push', subscriptionId: 'phone' };
const laptop: AccountDeliveryJob = { ...about, channel: 'web-push', subscriptionId: 'laptop' };

describe('the channel a streak reminder takes', () => {
  it('is the browser when the player has one subscribed, on every browser of theirs, and no other channel', () => {
    expect(reminderDeliveries([email, whatsapp, phone, laptop], true)).toEqual([phone, laptop]);
  });

  it('is WhatsApp without a browser, when WhatsApp carries reminders', () => {
    expect(reminderDeliveries([email, whatsapp], true)).toEqual([whatsapp]);
  });

  it('is email when WhatsApp has no reminder template, or the player has only email', () => {
    expect(reminderDeliveries([email, whatsapp], false)).toEqual([email]);
    expect(reminderDeliveries([email], true)).toEqual([email]);
  });

  it('is none for a player reachable only on WhatsApp while it carries no reminders', () => {
    expect(reminderDeliveries([whatsapp], false)).toEqual([]);
    expect(reminderDeliveries([], true)).toEqual([]);
  });
});
