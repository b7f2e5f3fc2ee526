import type { NewsletterSubscriber } from '@iec-bets/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const SUBSCRIBERS_PAGE_SIZE = 50;

/** Where a page of the list starts: after this subscription, the last one of the page above. */
export interface SubscriberPageStart {
  before: string;
  beforeId: string;
}

/**
 * One page of the newsletter list, newest first: the subscriptions after `start` (the newest when null). With
 * `email`, that one address's entry if it is on it, which is how an admin finds the address a request to be erased
 * names. (One query per page rather than react-query's infinite query, whose code would join the framework chunk
 * every visitor downloads.)
 */
export function useNewsletterSubscribers(email: string, start: SubscriberPageStart | null) {
  return useQuery({
    queryKey: queryKeys.newsletterSubscribers(email, start && `${start.before} ${start.beforeId}`),
    queryFn: () => {
      const query = new URLSearchParams(email ? { email } : { limit: String(SUBSCRIBERS_PAGE_SIZE) });
      // Time and id: two subscriptions of one millisecond across a page's end are both listed.
      if (start) {
        query.set('before', start.before);
        query.set('beforeId', start.beforeId);
      }
      return api.get<NewsletterSubscriber[]>(`/api/admin/newsletter-subscribers?${query}`);
    },
  });
}
