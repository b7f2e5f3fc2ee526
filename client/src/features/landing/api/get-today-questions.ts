import type { Question } from '@iec-bets/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Today's questions for the visitor's teaser; same key and timings as the signed-in screen (SPEC section 9). */
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
