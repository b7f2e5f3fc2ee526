import { loadVapidKeys, type Config, type VapidKeys } from '@iec-bets/platform';
import { PermanentDeliveryError, type AlertChannels } from '../alerts/alert.js';
import { createEmailSender } from './email-channel.js';
import { createWebPushSender } from './web-push-channel.js';
import { createWhatsAppSender } from './whatsapp-channel.js';

export { RetryableDeliveryError } from './delivery-failure.js';
export { createEmailSender, type EmailChannelOptions, type EmailSender } from './email-channel.js';
export { createWebPushSender, type VapidDetails, type WebPushChannelOptions, type WebPushSender } from './web-push-channel.js';
export { createWhatsAppSender, type WhatsAppChannelOptions, type WhatsAppSender } from './whatsapp-channel.js';
export { emailMessageFor, pushMessageFor, whatsappTemplateFor } from './render-alert.js';

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
export function createAlertChannels(config: AlertChannelsConfig, options: { vapid?: VapidKeys } = {}): AlertChannels {
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
            test: config.WHATSAPP_TEMPLATE_TEST,
          },
          languageCode: config.WHATSAPP_TEMPLATE_LANGUAGE,
        })
      : notConfigured('WhatsApp alerts are not configured (set WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID)');

  const email =
    config.SMTP_URL && config.MAIL_FROM
      ? createEmailSender({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, appOrigin: config.PUBLIC_ORIGIN })
      : notConfigured('Email alerts are not configured (set SMTP_URL and MAIL_FROM)');

  return { webPush, whatsapp, email };
}

function notConfigured(message: string) {
  return async (): Promise<void> => {
    throw new PermanentDeliveryError(message);
  };
}
