import type { QueryClient } from '@tanstack/react-query';
import { landingQueryKeys } from '@/lib/landing-query-keys';
import { queryKeys } from '@/lib/query-keys';

/**
 * After the user's own comment is posted or deleted: the discussion, and the questions that carry its count ("Discussion
 * (N)" stayed at 0 after a post, however often it was opened) and the public latest comments. The reads carry the
 * change's log position, so they wait for it.
 */
export function refreshCommentReads(queryClient: QueryClient, questionId: string): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.questionComments(questionId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.todayQuestions }),
    queryClient.invalidateQueries({ queryKey: queryKeys.publicQuestions }),
    queryClient.invalidateQueries({ queryKey: landingQueryKeys.publicComments }),
  ]).then(() => undefined);
}
