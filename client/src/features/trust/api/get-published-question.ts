import type { Question } from '@iec-bets/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** A published question with how the nation answered it and its outcome; 404 for a draft, a deleted or no question. */
export function usePublishedQuestion(questionId: string) {
  return useQuery({
    queryKey: queryKeys.publishedQuestion(questionId),
    queryFn: () => api.get<Question>(`/api/questions/${encodeURIComponent(questionId)}`),
  });
}
