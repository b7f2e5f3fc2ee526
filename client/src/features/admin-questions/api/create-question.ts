import type { CreateQuestionRequest } from '@iec-bets/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type CommandOutcome, useRefreshQuestionReads } from '../hooks/use-refresh-question-reads';

export function useCreateQuestion(outcome: CommandOutcome) {
  const refresh = useRefreshQuestionReads();
  return useMutation({
    mutationFn: (question: CreateQuestionRequest) => api.post<{ id: string }>('/api/admin/questions', question),
    onSuccess: () => {
      outcome.onSuccess();
      return refresh();
    },
    onError: outcome.onError,
  });
}
