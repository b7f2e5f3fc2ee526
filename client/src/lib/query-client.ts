import { QueryClient } from '@tanstack/react-query';

/** SPEC section 9's defaults: fresh for 5 minutes, dropped 10 minutes after last use, no retries, no focus refetch. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 5 * 60_000, gcTime: 10 * 60_000, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
