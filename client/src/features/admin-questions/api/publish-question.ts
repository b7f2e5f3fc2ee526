import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type CommandOutcome, useRefreshQuestionReads } from '../hooks/use-refresh-question-reads';

export function usePublishQuestion(outcome: CommandOutcome) {
  const refresh = useRefreshQuestionReads();
  return useMutation({
    mutationFn: (questionId: string) => api.post<{ id: string }>(`/api/admin/questions/${encodeURIComponent(questionId)}/publish`),
    onSuccess: () => {
      outcome.onSuccess();
      return refresh();
    },
    // Refused because another admin changed the question first (409, or 404 once deleted): the admin's lists still
    // show it as it was, so they are read again either way.
    onError: (error) => {
      outcome.onError(error);
      return refresh();
    },
  });
}
