import { type FriendActivityResponse, LIST_PAGE } from '@iec-bets/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pageStartKey, type PageStart } from '@/lib/page-start';
import { queryKeys } from '@/lib/query-keys';

/**
 * What friends answered and wrote on an older page of the feed, the page `start` names, as the archive's page of
 * questions there (get-older-public-questions.ts) holds it. Both start after the same question, so they name the same
 * page and need no margin. Not polled, as the older questions are not (a friend's new call on a question from weeks
 * ago is rare, and a poll per page opened would multiply the tab's requests): it is read again when the window
 * regains focus, and with the newest page when a friendship changes (its key lies under that page's, query-keys.ts).
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
