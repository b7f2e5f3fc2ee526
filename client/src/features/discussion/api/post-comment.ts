import type { Comment } from '@iec-bets/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function usePostComment(questionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (comment: { content: string; imageUrl: string | null }) =>
      api.post<Comment>(`/api/questions/${encodeURIComponent(questionId)}/comments`, comment),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.questionComments(questionId) }),
  });
}
