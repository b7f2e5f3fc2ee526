import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useRefreshQuestionReads } from '../hooks/use-refresh-question-reads';

export function usePublishQuestion() {
  const refresh = useRefreshQuestionReads();
  return useMutation({
    mutationFn: (questionId: string) => api.post<{ id: string }>(`/api/admin/questions/${encodeURIComponent(questionId)}/publish`),
    onSuccess: refresh,
  });
}
