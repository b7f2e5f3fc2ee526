import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function useDeleteSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ id: string }>(`/api/question-suggestions/${encodeURIComponent(id)}`),
    // Not awaited: the refreshed list may drop the row that asked (deleted, or no longer in the filtered status), and
    // the row's own success toast must run before that.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.suggestions });
    },
  });
}
