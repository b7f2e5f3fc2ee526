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
