import type { CorrectResolutionRequest } from '@iec-bets/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { isUserResultsKey, queryKeys } from '@/lib/query-keys';
import { type CommandOutcome, useQuestionCommandCallbacks, useRefreshQuestionReads } from '../hooks/use-refresh-question-reads';

/**
 * Replaces a resolution's outcome, summary and proof. Everyone's scores change with it, so besides the question
 * reads the leaderboards and the admin's own statistics and answers are read again.
 */
export function useCorrectResolution(outcome: CommandOutcome) {
  const refresh = useRefreshQuestionReads();
  const { onError } = useQuestionCommandCallbacks(outcome);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ questionId, correction }: { questionId: string; correction: CorrectResolutionRequest }) =>
      api.put<{ id: string }>(`/api/admin/questions/${encodeURIComponent(questionId)}/correct-resolution`, correction),
    onSuccess: () => {
      outcome.onSuccess();
      return Promise.all([
        refresh(),
        queryClient.invalidateQueries({ queryKey: queryKeys.leaderboardAll }),
        queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] === 'users' || isUserResultsKey(query.queryKey) }),
      ]).then(() => undefined);
    },
    onError,
  });
}
