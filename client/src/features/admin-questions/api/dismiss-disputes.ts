import type { DismissDisputesRequest } from '@iec-bets/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type CommandOutcome, useRefreshQuestionReads } from '../hooks/use-refresh-question-reads';

/** Keeps a question's resolution: every dispute open now is closed, with the admin's note. */
export function useDismissDisputes(outcome: CommandOutcome) {
  const refresh = useRefreshQuestionReads();
  return useMutation({
    mutationFn: ({ questionId, dismissal }: { questionId: string; dismissal: DismissDisputesRequest }) =>
      api.post<{ id: string }>(`/api/admin/questions/${encodeURIComponent(questionId)}/disputes/dismissal`, dismissal),
    onSuccess: () => {
      outcome.onSuccess();
      return refresh();
    },
    // Another admin may have dealt with them first (409): the list is read again either way.
    onError: (error) => {
      outcome.onError(error);
      return refresh();
    },
  });
}
