import type { CommentsOnDeletedQuestionsResponse } from '@iec-bets/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The user's comments under questions since deleted: shown to nobody, kept in the log until they delete them. */
export function useCommentsOnDeletedQuestions(userId: string) {
  return useQuery({
    queryKey: queryKeys.commentsOnDeletedQuestions(userId),
    queryFn: () => api.get<CommentsOnDeletedQuestionsResponse>(`/api/users/${encodeURIComponent(userId)}/comments-on-deleted-questions`),
  });
}
