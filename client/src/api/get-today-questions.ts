import type { Question } from '@iec-bets/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { landingQueryKeys } from '@/lib/landing-query-keys';

/**
 * Today's questions, for the visitor's teaser and the signed-in screens alike (shared here, since features do not
 * import each other). SPEC section 9: stale after 30 s, refetched every 60 s, on mount and on focus.
 */
/** The read's key and fetch, shared by the hook and by the route preloading that starts it before the screen's chunk has loaded. */
export const todayQuestionsQuery = () =>
  queryOptions({
    queryKey: landingQueryKeys.todayQuestions,
    queryFn: () => api.get<Question[]>('/api/questions/today'),
    staleTime: 30_000,
    refetchInterval: 60_000,
    refetchOnMount: true,
    refetchOnWindowFocus: true,
  });

export function useTodayQuestions() {
  return useQuery(todayQuestionsQuery());
}
