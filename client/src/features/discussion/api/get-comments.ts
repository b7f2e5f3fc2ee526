import type { Comment } from '@iec-bets/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** A question's discussion, oldest first. */
export function useComments(questionId: string) {
  return useQuery({
    queryKey: queryKeys.questionComments(questionId),
    queryFn: () => api.get<Comment[]>(`/api/questions/${encodeURIComponent(questionId)}/comments`),
  });
}
