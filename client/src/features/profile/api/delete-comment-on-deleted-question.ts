import type { DeleteCommentResponse } from '@iec-bets/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Deletes one of the user's comments under a deleted question, which destroys its words in the log for good. */
export function useDeleteCommentOnDeletedQuestion(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) => api.delete<DeleteCommentResponse>(`/api/comments/${encodeURIComponent(commentId)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.commentsOnDeletedQuestions(userId) }),
  });
}
