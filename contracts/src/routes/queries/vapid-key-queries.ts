import { VapidPublicKeyResponse } from '../../api/push-subscription.js';
import { declareRoute } from '../route-declaration.js';

export const VapidKeyQueries = {
  publicKey: declareRoute({
    method: 'GET',
    url: '/api/notifications/vapid-public-key',
    access: 'public',
    summary: 'The public key browsers subscribe to web push with (404 when push is not set up)',
    tag: 'Alerts',
    schema: { response: { 200: VapidPublicKeyResponse } },
    errors: [404],
  }),
};
