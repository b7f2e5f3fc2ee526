import type { Suggestion, SuggestQuestionRequest } from '@iec-bets/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The author is the session's user: only the question and its description are sent. */
export function useSuggestQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (suggestion: SuggestQuestionRequest) => api.post<Suggestion>('/api/question-suggestions', suggestion),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.suggestions }),
  });
}
