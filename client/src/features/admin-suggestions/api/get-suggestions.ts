import type { Suggestion, SuggestionStatus } from '@iec-bets/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Every member's suggestions, newest first, narrowed to one status when given (admins only). */
export function useSuggestions(status: SuggestionStatus | null) {
  return useQuery({
    queryKey: queryKeys.allSuggestions(status),
    queryFn: () => api.get<Suggestion[]>(`/api/question-suggestions${status ? `?status=${encodeURIComponent(status)}` : ''}`),
  });
}
