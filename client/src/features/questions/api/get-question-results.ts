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

/**
 * `closed`: resolved or archived, the question takes no more answers, and its figures no longer move. Not polled then:
 * a question decided during its day stays on Home and Vote until midnight, and every member's page would otherwise
 * ask for its unchanging, uncacheable (personal) results every 5 s.
 */
export function useQuestionResults(questionId: string, userId: string, closed = false) {
  return useQuery({ ...questionResultsQuery(questionId, userId), refetchInterval: closed ? false : 5_000 });
}
