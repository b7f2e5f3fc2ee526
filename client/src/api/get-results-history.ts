import type { ResultsHistory } from '@iec-bets/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * A question's Yes share over its life, for the chart on the results screen and the Election Predictions cards. An
 * open question's history grows as votes come in, so it is read again each minute; a closed one's never changes.
 */
export function resultsHistoryQueryOptions(questionId: string, closed: boolean) {
  return queryOptions({
    queryKey: queryKeys.resultsHistory(questionId),
    queryFn: () => api.get<ResultsHistory>(`/api/questions/${encodeURIComponent(questionId)}/results-history`),
    staleTime: closed ? Infinity : 30_000,
    refetchInterval: closed ? false : 60_000,
  });
}

export function useResultsHistory(questionId: string, closed: boolean) {
  return useQuery(resultsHistoryQueryOptions(questionId, closed));
}
