import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type CommandOutcome, useQuestionCommandCallbacks } from '../hooks/use-refresh-question-reads';

/** Removes the question with its answers and comments; only its trail in the log stays. */
export function useDeleteQuestion(outcome: CommandOutcome) {
  const callbacks = useQuestionCommandCallbacks(outcome);
  return useMutation({
    mutationFn: (questionId: string) => api.delete<{ id: string }>(`/api/admin/questions/${encodeURIComponent(questionId)}`),
    ...callbacks,
  });
}
