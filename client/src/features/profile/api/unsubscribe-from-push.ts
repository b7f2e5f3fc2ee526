import { api } from '@/lib/api-client';

/** Tells the server to stop pushing to this device's endpoint. */
export function sendPushUnsubscription(endpoint: string): Promise<{ success: boolean }> {
  return api.post('/api/notifications/unsubscribe', { endpoint });
}
