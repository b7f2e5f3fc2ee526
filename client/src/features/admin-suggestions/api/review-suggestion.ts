import type { ReviewSuggestionRequest, ReviewSuggestionResponse } from '@iec-bets/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function useReviewSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, review }: { id: string; review: ReviewSuggestionRequest }) =>
      api.put<ReviewSuggestionResponse>(`/api/question-suggestions/${encodeURIComponent(id)}`, review),
    // Not awaited: the refreshed list may drop the row that asked (deleted, or no longer in the filtered status), and
    // the row's own success toast must run before that.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.suggestions });
    },
  });
}
