import type { UserSearchResponse } from '@iec-bets/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const MIN_SEARCH_LENGTH = 2;

/**
 * Users whose username matches `q`, in any letter case. The server already leaves out the user, their friends and
 * anyone with a pending request either way, so the list is exactly who can be asked.
 */
/** The search for `term` (already trimmed): shared by the list as it is typed and by a send that cannot wait for it. */
export const userSearchQuery = (term: string) =>
  queryOptions({
    queryKey: queryKeys.userSearch(term),
    queryFn: async () => (await api.get<UserSearchResponse>(`/api/users/search?q=${encodeURIComponent(term)}`)).users,
    staleTime: 30_000,
  });

export function useUserSearch(q: string) {
  const term = q.trim();
  return useQuery({
    ...userSearchQuery(term),
    enabled: term.length >= MIN_SEARCH_LENGTH,
    // Typing on keeps the last list in view instead of flashing empty between keystrokes.
    placeholderData: keepPreviousData,
  });
}
