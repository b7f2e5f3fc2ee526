import type { AccountDeliveryJob } from '../jobs/alert-jobs.js';

/**
 * The channels a streak reminder may take, most immediate first. A reminder is a nudge, not news: on three channels at
 * once it reads as nagging, and a player who feels nagged turns it off. So it goes once, on the first of these the
 * player can be reached on: a browser notification (free, and seen on the phone in hand), then WhatsApp (read in
 * South Africa as soon as it arrives, but a paid template), then email (the slowest to be read the same evening).
 */
export const REMINDER_CHANNELS = ['web-push', 'whatsapp', 'email'] as const;

/**
 * Of one player's possible deliveries, the reminder's: those of the first channel in REMINDER_CHANNELS that has any,
 * every browser of theirs for push (one notification per device, each replacing yesterday's). WhatsApp counts only
 * when it carries reminders (an approved template named for them).
 */
export function reminderDeliveries(deliveries: readonly AccountDeliveryJob[], whatsapp: boolean): AccountDeliveryJob[] {
  for (const channel of REMINDER_CHANNELS) {
    if (channel === 'whatsapp' && !whatsapp) continue;
    const onChannel = deliveries.filter((delivery) => delivery.channel === channel);
    if (onChannel.length > 0) return onChannel;
  }
  return [];
}
