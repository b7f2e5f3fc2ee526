import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type CommandOutcome, useQuestionCommandCallbacks } from '../hooks/use-refresh-question-reads';

export function useArchiveQuestion(outcome: CommandOutcome) {
  const callbacks = useQuestionCommandCallbacks(outcome);
  return useMutation({
    mutationFn: (questionId: string) => api.put<{ id: string }>(`/api/admin/questions/${encodeURIComponent(questionId)}/archive`),
    ...callbacks,
  });
}
