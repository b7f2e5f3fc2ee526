import type { DismissReportsRequest, ModerationDecisionResponse } from '@iec-bets/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * Keeps a reported comment: the reports the admin read (the entry's `reportsInAll` as shown) leave the queue. One
 * that came in meanwhile stays there, and a new report brings the comment back.
 */
export function useKeepComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ commentId, reportsRead }: { commentId: string; questionId: string; reportsRead: number }) =>
      api.post<ModerationDecisionResponse>(`/api/admin/comments/${encodeURIComponent(commentId)}/reports/dismissal`, {
        reportsRead,
      } satisfies DismissReportsRequest),
    // Not awaited, and also after a refusal (already dealt with): as for a removal.
    onSettled: (_data, _error, { questionId }) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.moderationQueue });
      void queryClient.invalidateQueries({ queryKey: queryKeys.questionHistory(questionId) });
    },
  });
}
