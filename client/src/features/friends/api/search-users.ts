import type { UserSearchResponse } from '@iec-bets/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const MIN_SEARCH_LENGTH = 2;

/**
 * Users whose username matches `q`, in any letter case. The server already leaves out the user, their friends and
 * anyone with a pending request either way, so the list is exactly who can be asked.
 */
export function useUserSearch(q: string) {
  const term = q.trim();
  return useQuery({
    queryKey: queryKeys.userSearch(term),
    queryFn: async () => (await api.get<UserSearchResponse>(`/api/users/search?q=${encodeURIComponent(term)}`)).users,
    enabled: term.length >= MIN_SEARCH_LENGTH,
    // Typing on keeps the last list in view instead of flashing empty between keystrokes.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
