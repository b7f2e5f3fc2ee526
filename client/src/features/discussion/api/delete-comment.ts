import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteComment } from '@/api/delete-comment';
import { queryKeys } from '@/lib/query-keys';

export function useDeleteComment(questionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.questionComments(questionId) }),
  });
}
