import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type CommandOutcome, useRefreshQuestionReads } from '../hooks/use-refresh-question-reads';

export function useArchiveQuestion(outcome: CommandOutcome) {
  const refresh = useRefreshQuestionReads();
  return useMutation({
    mutationFn: (questionId: string) => api.put<{ id: string }>(`/api/admin/questions/${encodeURIComponent(questionId)}/archive`),
    onSuccess: () => {
      outcome.onSuccess();
      return refresh();
    },
    onError: outcome.onError,
  });
}
