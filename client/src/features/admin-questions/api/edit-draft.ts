import type { CreateQuestionRequest } from '@iec-bets/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type CommandOutcome, useQuestionCommandCallbacks } from '../hooks/use-refresh-question-reads';

/** Rewrites a draft with its whole content anew: only a draft is edited, before anyone has read it. */
export function useEditDraft(outcome: CommandOutcome) {
  const callbacks = useQuestionCommandCallbacks(outcome);
  return useMutation({
    mutationFn: ({ questionId, draft }: { questionId: string; draft: CreateQuestionRequest }) =>
      api.put<{ id: string }>(`/api/admin/questions/${encodeURIComponent(questionId)}`, draft),
    ...callbacks,
  });
}
