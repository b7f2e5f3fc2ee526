import type { NewsletterSubscriber } from '@iec-bets/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pageStartKey, startAfter, type PageStart } from '@/lib/page-start';
import { queryKeys } from '@/lib/query-keys';

export const SUBSCRIBERS_PAGE_SIZE = 50;

/** Where the page after this one of the list starts, or null when this one is the last (not full). */
export const subscribersAfter = (page: readonly NewsletterSubscriber[] | undefined) =>
  startAfter(page, SUBSCRIBERS_PAGE_SIZE, (subscriber) => subscriber.subscribedAt);

/**
 * One page of the newsletter list, newest first: the subscriptions after `start` (the newest when null). With
 * `email`, that one address's entry if it is on it, which is how an admin finds the address a request to be erased
 * names. (One query per page rather than react-query's infinite query, whose code would join the framework chunk
 * every visitor downloads.)
 */
export function useNewsletterSubscribers(email: string, start: PageStart | null) {
  return useQuery({
    queryKey: queryKeys.newsletterSubscribers(email, pageStartKey(start)),
    queryFn: () => {
      const query = new URLSearchParams(email ? { email } : { limit: String(SUBSCRIBERS_PAGE_SIZE) });
      if (start) {
        query.set('before', start.before);
        query.set('beforeId', start.beforeId);
      }
      return api.get<NewsletterSubscriber[]>(`/api/admin/newsletter-subscribers?${query}`);
    },
  });
}
