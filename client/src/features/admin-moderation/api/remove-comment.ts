import type { ModerationDecisionResponse, RemoveCommentRequest } from '@iec-bets/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function useRemoveComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ commentId, removal }: { commentId: string; questionId: string; removal: RemoveCommentRequest }) =>
      api.post<ModerationDecisionResponse>(`/api/admin/comments/${encodeURIComponent(commentId)}/removal`, removal),
    // Not awaited, and also after a refusal (another admin removed it first): the refreshed queue drops the entry that
    // asked, whose own toast must run before that. Every list of comments then reads "Removed by a moderator" when
    // next shown, and the question's history has the decision.
    onSettled: (_data, _error, { questionId }) => {
      for (const queryKey of [
        queryKeys.moderationQueue,
        queryKeys.questionComments(questionId),
        queryKeys.publicComments,
        queryKeys.questionHistory(questionId),
      ]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
