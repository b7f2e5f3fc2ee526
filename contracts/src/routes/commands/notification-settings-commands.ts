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
};
