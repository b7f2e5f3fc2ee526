import type { MyDisputeResponse } from '@iec-bets/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Whether the signed-in user may dispute this question's resolution, and what became of their dispute. */
export function useMyDispute(questionId: string) {
  return useQuery({
    queryKey: queryKeys.myDispute(questionId),
    queryFn: () => api.get<MyDisputeResponse>(`/api/questions/${encodeURIComponent(questionId)}/disputes/mine`),
  });
}
