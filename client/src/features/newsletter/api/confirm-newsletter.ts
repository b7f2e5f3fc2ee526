import type { NewsletterLinkRequest, NewsletterLinkResponse } from '@iec-bets/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Confirms a newsletter subscription with the token of the emailed link; no session needed. */
export function useConfirmNewsletter() {
  return useMutation({
    mutationFn: (request: NewsletterLinkRequest) => api.post<NewsletterLinkResponse>('/api/newsletter/confirm', request),
  });
}
