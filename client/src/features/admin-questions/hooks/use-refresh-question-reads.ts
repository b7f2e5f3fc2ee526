import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queryKeys } from '../../../lib/query-keys';

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
