import type { ReportCommentRequest, ReportCommentResponse } from '@iec-bets/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Flags someone else's comment for the moderators, once per comment, with a reason. */
export function useReportComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ commentId, report }: { commentId: string; report: ReportCommentRequest }) =>
      api.post<ReportCommentResponse>(`/api/comments/${encodeURIComponent(commentId)}/reports`, report),
    // A reporter who is also an admin finds the comment in their queue at once. Not awaited: nothing here shows it.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.moderationQueue });
    },
  });
}
