import type { Question } from '@iec-bets/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** A topic's public questions, latest first. */
export function useTagQuestions(tag: string) {
  return useQuery({
    queryKey: queryKeys.tagQuestions(tag),
    queryFn: () => api.get<Question[]>(`/api/tags/${encodeURIComponent(tag)}/questions`),
  });
}
