import { QueryClient } from '@tanstack/react-query';

/**
 * SPEC section 9's defaults: fresh for 5 minutes, dropped 10 minutes after last use, no retries, no focus refetch.
 * Requests go out even when the browser says it is offline: react-query would otherwise hold them, unsent and
 * "Loading..." or "Posting..." without end, where failing at once says why (answer-deadline.ts) and a read that failed
 * is asked again when the connection returns.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        gcTime: 10 * 60_000,
        retry: false,
        refetchOnWindowFocus: false,
        networkMode: 'always',
        // Said outright: in this network mode react-query would otherwise stop asking again on a reconnect.
        refetchOnReconnect: true,
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
