import type { SubscribeNewsletterRequest, SubscribeNewsletterResponse } from '@iec-bets/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function useSubscribeNewsletter() {
  return useMutation({
    mutationFn: (subscriber: SubscribeNewsletterRequest) => api.post<SubscribeNewsletterResponse>('/api/newsletter/subscribe', subscriber),
  });
}
