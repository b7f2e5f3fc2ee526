import type { DisputeResolutionRequest, DisputeResponse } from '@iec-bets/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Sends the user's dispute of a resolution; their dispute and the admins' list are read again. */
export function useDisputeResolution() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ questionId, dispute }: { questionId: string; dispute: DisputeResolutionRequest }) =>
      api.post<DisputeResponse>(`/api/questions/${encodeURIComponent(questionId)}/disputes`, dispute),
    // Also after a refusal: a 409 (already disputed, window closed) means what the screen shows is out of date.
    onSettled: (_data, _error, { questionId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.myDispute(questionId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.adminDisputes }),
      ]),
  });
}
