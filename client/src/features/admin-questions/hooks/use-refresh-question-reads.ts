import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queryKeys } from '@/lib/query-keys';

/**
 * What to tell the admin after a command. Given to the mutation itself, not to `mutate`, so it is told even when the
 * change has already removed the button that sent it (a published draft leaves the drafts list).
 */
export interface CommandOutcome {
  onSuccess: () => void;
  onError: (error: Error) => void;
}

/**
 * After any question command: the admin lists and histories, the analytics (participation by question), and what
 * members see (today's questions, the public archive) may all have changed. The reads carry the command's log
 * position, so they wait for the change.
 */
export function useRefreshQuestionReads() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.adminQuestions }),
        queryClient.invalidateQueries({ queryKey: queryKeys.adminDrafts }),
        queryClient.invalidateQueries({ queryKey: queryKeys.adminAnalytics }),
        queryClient.invalidateQueries({ queryKey: queryKeys.todayQuestions }),
        queryClient.invalidateQueries({ queryKey: queryKeys.publicQuestions }),
      ]).then(() => undefined),
    [queryClient],
  );
}

/**
 * A question command's callbacks: the admin is told how it went, and the reads above are refreshed either way. A
 * refusal is most often another admin's work got there first (409, or 404 once the question was deleted): the
 * admin's lists still show the question as it was.
 */
export function useQuestionCommandCallbacks(outcome: CommandOutcome) {
  const refresh = useRefreshQuestionReads();
  return {
    onSuccess: () => {
      outcome.onSuccess();
      return refresh();
    },
    onError: (error: Error) => {
      outcome.onError(error);
      return refresh();
    },
  };
}
