import type { Question } from '@iec-bets/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { landingQueryKeys } from '@/lib/landing-query-keys';

/**
 * The public archive: polled every 30 s, stale after 10 s, refetched on mount and focus (SPEC section 9). Shared by
 * the hook and by a visitor's preloading of the landing page.
 */
export const publicQuestionsQuery = () =>
  queryOptions({
    queryKey: landingQueryKeys.publicQuestions,
    queryFn: () => api.get<Question[]>('/api/questions/public'),
    staleTime: 10_000,
    refetchInterval: 30_000,
    refetchOnMount: true,
    refetchOnWindowFocus: true,
  });

export function usePublicQuestions() {
  return useQuery(publicQuestionsQuery());
}
