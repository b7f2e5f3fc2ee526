import { z } from 'zod';
import { PushSubscriptionRequest, PushUnsubscribeRequest } from '../../api/push-subscription.js';
import { declareRoute } from '../route-declaration.js';

/** Both answers are the same: subscribing again, or unsubscribing what is not there, records nothing. */
export const PushSubscriptionResponse = z.object({ success: z.literal(true) });

export const PushSubscriptionCommands = {
  subscribe: declareRoute({
    method: 'POST',
    url: '/api/notifications/subscribe',
    access: 'signed-in',
    summary: "Record this browser's push subscription for the signed-in user",
    tag: 'Alerts',
    schema: { body: PushSubscriptionRequest, response: { 200: PushSubscriptionResponse } },
    errors: [409],
  }),
  unsubscribe: declareRoute({
    method: 'POST',
    url: '/api/notifications/unsubscribe',
    access: 'signed-in',
    summary: "Forget this browser's push subscription",
    tag: 'Alerts',
    schema: { body: PushUnsubscribeRequest, response: { 200: PushSubscriptionResponse } },
    errors: [409],
  }),
};
