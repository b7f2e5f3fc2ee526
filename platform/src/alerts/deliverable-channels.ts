import { EMAIL_NOT_SET_UP, PUSH_NOT_SET_UP, WHATSAPP_NOT_SET_UP, type AlertChannelsResponse } from '@iec-bets/contracts';
import type { Config } from '../config.js';

export type DeliverableChannels = AlertChannelsResponse;

type ChannelConfig = Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'WHATSAPP_TOKEN' | 'WHATSAPP_PHONE_NUMBER_ID' | 'WHATSAPP_TEMPLATE_STREAK_REMINDER'>;

/**
 * Whether WhatsApp can carry a streak reminder: a template approved for them, and WhatsApp itself configured. A
 * reminder goes on one channel (the notifier's reminder-delivery.ts), and one handed to a WhatsApp that cannot send
 * would reach email only after failing.
 */
export function whatsappCarriesStreakReminders(config: Omit<ChannelConfig, 'SMTP_URL' | 'MAIL_FROM'>): boolean {
  return Boolean(config.WHATSAPP_TEMPLATE_STREAK_REMINDER && config.WHATSAPP_TOKEN && config.WHATSAPP_PHONE_NUMBER_ID);
}

/**
 * What this deployment can deliver, read from the configuration every service is given (the notifier's channels
 * are built from the same variables, see createAlertChannels). Push needs a VAPID public key the browser can
 * subscribe with: the embedded setup always has one (generated), a service on its own only when configured, so the
 * caller says whether it holds one.
 */
export function deliverableChannels(config: ChannelConfig, push: { publicKey: string | undefined }): DeliverableChannels {
  const channel = (available: boolean, reason: string) => (available ? { available } : { available, reason });
  return {
    push: channel(Boolean(push.publicKey), PUSH_NOT_SET_UP),
    email: channel(Boolean(config.SMTP_URL && config.MAIL_FROM), EMAIL_NOT_SET_UP),
    whatsapp: {
      ...channel(Boolean(config.WHATSAPP_TOKEN && config.WHATSAPP_PHONE_NUMBER_ID), WHATSAPP_NOT_SET_UP),
      streakReminders: whatsappCarriesStreakReminders(config),
    },
  };
}
