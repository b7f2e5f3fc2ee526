import type { ModerationDecisionResponse } from '@iec-bets/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Keeps a reported comment: its reports so far leave the queue (a new report brings it back). */
export function useKeepComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ commentId }: { commentId: string; questionId: string }) =>
      api.post<ModerationDecisionResponse>(`/api/admin/comments/${encodeURIComponent(commentId)}/reports/dismissal`),
    // Not awaited, and also after a refusal (already dealt with): as for a removal.
    onSettled: (_data, _error, { questionId }) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.moderationQueue });
      void queryClient.invalidateQueries({ queryKey: queryKeys.questionHistory(questionId) });
    },
  });
}
