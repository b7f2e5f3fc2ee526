import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteComment } from '@/api/delete-comment';
import { refreshCommentReads } from './refresh-comment-reads';

export function useDeleteComment(questionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: () => refreshCommentReads(queryClient, questionId),
  });
}
