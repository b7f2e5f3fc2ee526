import { api } from '@/lib/api-client';

/** Gives the server the browser's push subscription, so the notifier can reach this device. */
export function sendPushSubscription(subscription: PushSubscriptionJSON): Promise<{ success: boolean }> {
  return api.post('/api/notifications/subscribe', subscription);
}
