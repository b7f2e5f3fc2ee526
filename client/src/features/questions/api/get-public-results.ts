import type { PublicResults } from '@iec-bets/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The live count shown on the question's options, polled every 5 s (SPEC section 9). */
export function usePublicResults(questionId: string) {
  return useQuery({
    queryKey: queryKeys.publicResults(questionId),
    queryFn: () => api.get<PublicResults>(`/api/questions/${encodeURIComponent(questionId)}/public-results`),
    refetchInterval: 5_000,
  });
}
