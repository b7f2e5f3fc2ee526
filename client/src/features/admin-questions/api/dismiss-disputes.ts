import type { DismissDisputesRequest } from '@iec-bets/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type CommandOutcome, useQuestionCommandCallbacks } from '../hooks/use-refresh-question-reads';

/** Keeps a question's resolution: every dispute open now is closed, with the admin's note. */
export function useDismissDisputes(outcome: CommandOutcome) {
  const callbacks = useQuestionCommandCallbacks(outcome);
  return useMutation({
    mutationFn: ({ questionId, dismissal }: { questionId: string; dismissal: DismissDisputesRequest }) =>
      api.post<{ id: string }>(`/api/admin/questions/${encodeURIComponent(questionId)}/disputes/dismissal`, dismissal),
    ...callbacks,
  });
}
