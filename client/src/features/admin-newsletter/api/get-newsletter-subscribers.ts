import type { NewsletterSubscriber } from '@iec-bets/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const SUBSCRIBERS_PAGE_SIZE = 50;

/**
 * The newsletter list, newest first, a page at a time; or, with `email`, that one address's entry if it is on it,
 * which is how an admin finds the address a request to be erased names.
 */
export function useNewsletterSubscribers(email: string) {
  return useInfiniteQuery({
    queryKey: queryKeys.newsletterSubscribers(email),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams(email ? { email } : { limit: String(SUBSCRIBERS_PAGE_SIZE) });
      if (pageParam) query.set('before', pageParam);
      return api.get<NewsletterSubscriber[]>(`/api/admin/newsletter-subscribers?${query}`);
    },
    // A full page may have more behind it: the next starts before the oldest subscription shown.
    getNextPageParam: (page) => (!email && page.length === SUBSCRIBERS_PAGE_SIZE ? page.at(-1)!.subscribedAt : undefined),
  });
}
