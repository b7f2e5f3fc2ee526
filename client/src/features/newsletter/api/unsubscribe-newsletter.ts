import type { NewsletterLinkRequest, NewsletterLinkResponse } from '@iec-bets/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * Takes an address off the newsletter list, erasing it, with the token of the link at the foot of a newsletter email;
 * no session needed. An address already off the list gets the same answer.
 */
export function useUnsubscribeNewsletter() {
  return useMutation({
    mutationFn: (request: NewsletterLinkRequest) => api.post<NewsletterLinkResponse>('/api/newsletter/unsubscribe', request),
  });
}
