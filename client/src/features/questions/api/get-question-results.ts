import type { UserResults } from '@iec-bets/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** National results, friends' answers and the user's own answer, polled every 5 s (SPEC section 9). */
export const questionResultsQuery = (questionId: string, userId: string) =>
  queryOptions({
    queryKey: queryKeys.userResults(questionId, userId),
    queryFn: () =>
      api.get<UserResults>(`/api/questions/${encodeURIComponent(questionId)}/results?userId=${encodeURIComponent(userId)}`),
    refetchInterval: 5_000,
  });

export function useQuestionResults(questionId: string, userId: string) {
  return useQuery(questionResultsQuery(questionId, userId));
}
