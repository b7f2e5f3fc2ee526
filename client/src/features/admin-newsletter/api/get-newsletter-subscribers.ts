import type { NewsletterSubscriber } from '@iec-bets/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const SUBSCRIBERS_PAGE_SIZE = 50;

/**
 * One page of the newsletter list, newest first: the subscriptions before `before` (the newest when null). With
 * `email`, that one address's entry if it is on it, which is how an admin finds the address a request to be erased
 * names. (One query per page rather than react-query's infinite query, whose code would join the framework chunk
 * every visitor downloads.)
 */
export function useNewsletterSubscribers(email: string, before: string | null) {
  return useQuery({
    queryKey: queryKeys.newsletterSubscribers(email, before),
    queryFn: () => {
      const query = new URLSearchParams(email ? { email } : { limit: String(SUBSCRIBERS_PAGE_SIZE) });
      if (before) query.set('before', before);
      return api.get<NewsletterSubscriber[]>(`/api/admin/newsletter-subscribers?${query}`);
    },
  });
}
