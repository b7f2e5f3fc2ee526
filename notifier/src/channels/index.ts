import { loadVapidKeys, type Config, type Mailer, type VapidKeys } from '@iec-bets/platform';
import { PermanentDeliveryError, type AlertChannels, type NewsletterSender } from '../alerts/alert.js';
import { createEmailSender } from './email-channel.js';
import { createNewsletterSender } from './newsletter-channel.js';
import { createWebPushSender } from './web-push-channel.js';
import { createWhatsAppSender } from './whatsapp-channel.js';

export { RetryableDeliveryError } from './delivery-failure.js';
export { createEmailSender, type EmailChannelOptions, type EmailSender } from './email-channel.js';
export { createWebPushSender, type VapidDetails, type WebPushChannelOptions, type WebPushSender } from './web-push-channel.js';
export { createWhatsAppSender, type WhatsAppChannelOptions, type WhatsAppSender } from './whatsapp-channel.js';
export { createNewsletterSender, type NewsletterChannelOptions } from './newsletter-channel.js';
export { emailMessageFor, pushMessageFor, whatsappTemplateFor } from './render-alert.js';
export { newsletterEmailFor, type NewsletterEmail, type NewsletterEmailLinks } from './render-newsletter.js';

export type AlertChannelsConfig = Pick<
  Config,
  | 'DATA_DIR'
  | 'PUBLIC_ORIGIN'
  | 'VAPID_PUBLIC_KEY'
  | 'VAPID_PRIVATE_KEY'
  | 'VAPID_SUBJECT'
  | 'WHATSAPP_API_URL'
  | 'WHATSAPP_TOKEN'
  | 'WHATSAPP_PHONE_NUMBER_ID'
  | 'WHATSAPP_TEMPLATE_NEW_QUESTION'
  | 'WHATSAPP_TEMPLATE_QUESTION_RESOLVED'
  | 'WHATSAPP_TEMPLATE_RESOLUTION_CORRECTED'
  | 'WHATSAPP_TEMPLATE_STREAK_REMINDER'
  | 'WHATSAPP_TEMPLATE_TEST'
  | 'WHATSAPP_TEMPLATE_LANGUAGE'
  | 'PUSH_SERVICE_HOSTS'
  | 'SMTP_URL'
  | 'MAIL_FROM'
>;

/**
 * The three channels as the configuration sets them up. A channel without its settings still exists, but every send
 * fails permanently with "… is not configured": a job for it fails where operators see it instead of vanishing.
 * Web push always works: without configured keys the embedded setup's own pair is used (see `loadVapidKeys`).
 */
export function createAlertChannels(config: AlertChannelsConfig, options: { vapid?: VapidKeys; mailer?: Mailer } = {}): AlertChannels {
  const webPush = createWebPushSender({ vapid: options.vapid ?? loadVapidKeys(config), pushServiceHosts: config.PUSH_SERVICE_HOSTS });

  const whatsapp =
    config.WHATSAPP_TOKEN && config.WHATSAPP_PHONE_NUMBER_ID
      ? createWhatsAppSender({
          apiUrl: config.WHATSAPP_API_URL,
          token: config.WHATSAPP_TOKEN,
          phoneNumberId: config.WHATSAPP_PHONE_NUMBER_ID,
          templates: {
            newQuestion: config.WHATSAPP_TEMPLATE_NEW_QUESTION,
            questionResolved: config.WHATSAPP_TEMPLATE_QUESTION_RESOLVED,
            resolutionCorrected: config.WHATSAPP_TEMPLATE_RESOLUTION_CORRECTED,
            streakReminder: config.WHATSAPP_TEMPLATE_STREAK_REMINDER,
            test: config.WHATSAPP_TEMPLATE_TEST,
          },
          languageCode: config.WHATSAPP_TEMPLATE_LANGUAGE,
        })
      : notConfigured('WhatsApp alerts are not configured (set WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID)');

  const email =
    config.SMTP_URL && config.MAIL_FROM
      ? createEmailSender({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, appOrigin: config.PUBLIC_ORIGIN, ...(options.mailer ? { mailer: options.mailer } : {}) })
      : notConfigured('Email alerts are not configured (set SMTP_URL and MAIL_FROM)');

  return { webPush, whatsapp, email };
}

function notConfigured(message: string) {
  return async (): Promise<void> => {
    throw new PermanentDeliveryError(message);
  };
}

export type NewsletterChannelConfig = Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'PUBLIC_ORIGIN' | 'PRIVACY_CONTACT_EMAIL'>;

/**
 * The newsletter's sender as the configuration sets it up, or the settings it lacks: it mails through SMTP_URL as
 * MAIL_FROM, its links point at PUBLIC_ORIGIN, and they are signed with `secret` (NEWSLETTER_LINK_SECRET, the key the
 * command services check them with). Without any of them there is no newsletter: no delivery is queued for it. It
 * sends through `mailer` when given (the notifier's pool, shared with the email alerts).
 */
export function createNewsletterChannel(
  config: NewsletterChannelConfig,
  secret: string | undefined,
  mailer?: Mailer,
): { send: NewsletterSender; missing?: undefined } | { send?: undefined; missing: string[] } {
  const { SMTP_URL, MAIL_FROM, PUBLIC_ORIGIN } = config;
  if (!SMTP_URL || !MAIL_FROM || !PUBLIC_ORIGIN || !secret) {
    const missing = Object.entries({ SMTP_URL, MAIL_FROM, PUBLIC_ORIGIN, NEWSLETTER_LINK_SECRET: secret }).flatMap(([name, value]) => (value ? [] : [name]));
    return { missing };
  }
  const contactEmail = config.PRIVACY_CONTACT_EMAIL;
  const sender = createNewsletterSender({
    smtpUrl: SMTP_URL,
    from: MAIL_FROM,
    publicOrigin: PUBLIC_ORIGIN,
    secret,
    ...(contactEmail ? { contactEmail } : {}),
    ...(mailer ? { mailer } : {}),
  });
  return { send: sender };
}
