import type { Comment } from '@iec-bets/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** A question's discussion, oldest first. */
export function useComments(questionId: string) {
  return useQuery({
    queryKey: queryKeys.questionComments(questionId),
    queryFn: () => api.get<Comment[]>(`/api/questions/${encodeURIComponent(questionId)}/comments`),
    // Others' comments come in while the discussion is open (nothing on /ws tells of them): on the rhythm of the
    // landing's latest comments, and at once on coming back to the tab. Only while a discussion is on screen.
    staleTime: 10_000,
    refetchInterval: 30_000,
    refetchOnWindowFocus: true,
  });
}
