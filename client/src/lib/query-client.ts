import { QueryClient } from '@tanstack/react-query';

/**
 * SPEC section 9's defaults: fresh for 5 minutes, dropped 10 minutes after last use, no retries, no focus refetch.
 *
 * Offline, reads wait (react-query's own network mode): a screen's poll then keeps what it shows, under the header's
 * offline notice, rather than swapping it, and the member's pick with it, for an error; what waits is asked once the
 * connection is back. Actions go out at once, offline or not, so that one tapped offline fails there and then saying
 * why (answer-deadline.ts) rather than "Posting..." until the connection returns, which may be never.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 5 * 60_000, gcTime: 10 * 60_000, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
