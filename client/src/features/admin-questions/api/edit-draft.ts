import type { CreateQuestionRequest } from '@iec-bets/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type CommandOutcome, useRefreshQuestionReads } from '../hooks/use-refresh-question-reads';

/** Rewrites a draft with its whole content anew: only a draft is edited, before anyone has read it. */
export function useEditDraft(outcome: CommandOutcome) {
  const refresh = useRefreshQuestionReads();
  return useMutation({
    mutationFn: ({ questionId, draft }: { questionId: string; draft: CreateQuestionRequest }) =>
      api.put<{ id: string }>(`/api/admin/questions/${encodeURIComponent(questionId)}`, draft),
    onSuccess: () => {
      outcome.onSuccess();
      return refresh();
    },
    // Refused because another admin published or deleted it first: the lists still show it as a draft, so they are
    // read again either way.
    onError: (error) => {
      outcome.onError(error);
      return refresh();
    },
  });
}
