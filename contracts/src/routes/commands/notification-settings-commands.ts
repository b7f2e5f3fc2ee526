import { EmailConfirmationResponse } from '../../api/email-confirmation.js';
import { NotificationSettings, UpdateNotificationSettingsRequest } from '../../api/notification-settings.js';
import { declareRoute } from '../route-declaration.js';
import { IdParams } from '../route-params.js';

export const NotificationSettingsCommands = {
  update: declareRoute({
    method: 'PUT',
    url: '/api/users/:id/notifications',
    access: 'signed-in',
    summary: 'How the signed-in user wants to be alerted (email, browser, WhatsApp) and where',
    description: 'Answers 400 when it turns on a channel this server cannot deliver (see GET /api/notifications/channels).',
    tag: 'Alerts',
    schema: { params: IdParams, body: UpdateNotificationSettingsRequest, response: { 200: NotificationSettings } },
    errors: [400, 403, 404, 409],
  }),
  sendEmailConfirmation: declareRoute({
    method: 'POST',
    url: '/api/users/:id/email-confirmation',
    access: 'signed-in',
    summary: "Email a new link to confirm the signed-in user's address",
    description:
      'A link is also sent by itself after a sign-up with an address and after every change of address. 202 once the ' +
      'link is on its way; 400 when the account has no address, 409 when it is confirmed already, 503 when this server ' +
      'sends no email. Limited per account, so that nobody fills an inbox.',
    tag: 'Alerts',
    schema: { params: IdParams, response: { 202: EmailConfirmationResponse } },
    errors: [400, 403, 404, 409, 503],
    rateLimited: true,
  }),
};
