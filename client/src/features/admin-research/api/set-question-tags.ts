import type { SetQuestionTagsRequest } from '@iec-bets/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function useSetQuestionTags() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ questionId, tags }: { questionId: string } & SetQuestionTagsRequest) =>
      api.put<{ id: string; tags: string[] }>(`/api/admin/questions/${encodeURIComponent(questionId)}/tags`, { tags }),
    // A question's tags show in the admin's list and decide which topics of the research hub list it.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.adminQuestions }),
        queryClient.invalidateQueries({ queryKey: queryKeys.research }),
      ]),
  });
}
