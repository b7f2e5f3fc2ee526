import type { Question } from '@iec-bets/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** SPEC section 9: stale after 30 s, refetched every 60 s, on mount and on focus. */
export function useTodayQuestions() {
  return useQuery({
    queryKey: queryKeys.todayQuestions,
    queryFn: () => api.get<Question[]>('/api/questions/today'),
    staleTime: 30_000,
    refetchInterval: 60_000,
    refetchOnMount: true,
    refetchOnWindowFocus: true,
  });
}
