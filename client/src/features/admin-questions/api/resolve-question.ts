import type { ResolveQuestionRequest } from '@iec-bets/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type CommandOutcome, useQuestionCommandCallbacks } from '../hooks/use-refresh-question-reads';

export function useResolveQuestion(outcome: CommandOutcome) {
  const callbacks = useQuestionCommandCallbacks(outcome);
  return useMutation({
    mutationFn: ({ questionId, resolution }: { questionId: string; resolution: ResolveQuestionRequest }) =>
      api.put<{ id: string }>(`/api/admin/questions/${encodeURIComponent(questionId)}/resolve`, resolution),
    ...callbacks,
  });
}
