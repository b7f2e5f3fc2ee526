import type { CommentsOnDeletedQuestionsResponse } from '@iec-bets/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteComment } from '@/api/delete-comment';
import { queryKeys } from '@/lib/query-keys';

/** Deletes one of the user's comments under a deleted question, which destroys its words in the log for good. */
export function useDeleteCommentOnDeletedQuestion(userId: string) {
  const queryClient = useQueryClient();
  const key = queryKeys.commentsOnDeletedQuestions(userId);
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: (_, commentId) => {
      // Gone from the list at once, even should the refresh that follows fail.
      queryClient.setQueryData<CommentsOnDeletedQuestionsResponse>(key, (comments) => comments?.filter((comment) => comment.id !== commentId));
      return queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
