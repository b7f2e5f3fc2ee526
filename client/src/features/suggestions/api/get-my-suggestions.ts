import type { Suggestion } from '@iec-bets/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The signed-in user's own suggestions, newest first. */
export function useMySuggestions() {
  return useQuery({
    queryKey: queryKeys.mySuggestions,
    queryFn: () => api.get<Suggestion[]>('/api/question-suggestions?user=me'),
  });
}
