import { AlertChannelsResponse } from '../../api/notification-settings.js';
import { declareRoute } from '../route-declaration.js';

export const AlertChannelQueries = {
  channels: declareRoute({
    method: 'GET',
    url: '/api/notifications/channels',
    access: 'public',
    summary: 'Which alert channels (browser push, email, WhatsApp) this server can deliver, and why not when it cannot',
    tag: 'Alerts',
    schema: { response: { 200: AlertChannelsResponse } },
  }),
};
