import type { PublicHistory } from '@iec-bets/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Every step of a published question's life with its hash chain, for anyone; 404 for a draft or no such question. */
export function publicHistoryQueryOptions(questionId: string) {
  return queryOptions({
    queryKey: queryKeys.publicHistory(questionId),
    queryFn: () => api.get<PublicHistory>(`/api/questions/${encodeURIComponent(questionId)}/history`),
  });
}

export function usePublicHistory(questionId: string) {
  return useQuery(publicHistoryQueryOptions(questionId));
}
