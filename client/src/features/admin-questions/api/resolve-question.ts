import type { ResolveQuestionRequest } from '@iec-bets/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type CommandOutcome, useRefreshQuestionReads } from '../hooks/use-refresh-question-reads';

export function useResolveQuestion(outcome: CommandOutcome) {
  const refresh = useRefreshQuestionReads();
  return useMutation({
    mutationFn: ({ questionId, resolution }: { questionId: string; resolution: ResolveQuestionRequest }) =>
      api.put<{ id: string }>(`/api/admin/questions/${encodeURIComponent(questionId)}/resolve`, resolution),
    onSuccess: () => {
      outcome.onSuccess();
      return refresh();
    },
    onError: outcome.onError,
  });
}
