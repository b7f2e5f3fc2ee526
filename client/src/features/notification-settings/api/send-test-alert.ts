import type { SendTestAlertRequest, SendTestAlertResponse, TestAlertChannel } from '@iec-bets/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

/**
 * The sentence the server gave for a failed test: a refused request says it as `error`, a message that could not go
 * out (422, 502, 503) as `message`.
 */
export function testAlertFailure(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.serverMessage) return error.serverMessage;
    try {
      const body: unknown = JSON.parse(error.bodyText);
      if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') return body.message;
    } catch {
      // not JSON: nothing the user could act on
    }
  }
  return fallback;
}

/**
 * POST /api/notifications/test: a test alert, sent at once, by email to the user's saved address or by WhatsApp to
 * their saved number. Each channel's button holds a mutation of its own, so each shows its own wait.
 */
export function useSendTestAlert(channel: TestAlertChannel) {
  return useMutation({
    mutationFn: () => api.post<SendTestAlertResponse>('/api/notifications/test', { test: true, channel } satisfies SendTestAlertRequest),
  });
}
