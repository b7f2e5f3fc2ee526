import { type FriendActivityResponse, LIST_PAGE } from '@iec-bets/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pageStartKey, type PageStart } from '@/lib/page-start';
import { queryKeys } from '@/lib/query-keys';

/**
 * What friends answered and wrote on an older page of the feed, the page `start` names, as the archive's page of
 * questions there (get-older-public-questions.ts) holds it. Both start after the same question, so they name the same
 * page and need no margin. Not polled, as the older questions are not: the newest page's refresh refreshes it too
 * (query-keys.ts).
 */
export function useOlderFriendActivity(userId: string, start: PageStart) {
  return useQuery({
    queryKey: queryKeys.olderFriendActivity(userId, pageStartKey(start)!),
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const query = new URLSearchParams({ limit: String(LIST_PAGE), ...start });
      return (await api.get<FriendActivityResponse>(`/api/users/${encodeURIComponent(userId)}/friend-activity?${query}`)).activity;
    },
  });
}
