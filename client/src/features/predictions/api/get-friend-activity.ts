import { type FriendActivityResponse, LIST_PAGE } from '@iec-bets/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * Questions read beyond the feed's page. The feed and this read are refreshed apart: a question published between
 * them moves the server's page down one, and without a margin the feed's oldest card would lose its friends' activity
 * until the feed caught up. The cards are the feed's questions; the rest of what comes is not shown.
 */
const PAGE_MARGIN = 5;

async function getFriendActivity(userId: string) {
  const path = `/api/users/${encodeURIComponent(userId)}/friend-activity?limit=${LIST_PAGE + PAGE_MARGIN}`;
  return (await api.get<FriendActivityResponse>(path)).activity;
}

/**
 * What friends answered and wrote on the public feed's newest page of questions, polled every 5 s (SPEC section 9)
 * so that a friend's new answer or comment shows without a reload. One request for the whole tab, where a poll per
 * question would send fifty every five seconds from every phone that has the tab open.
 */
export function useFriendActivityOnFeed(userId: string) {
  return useQuery({ queryKey: queryKeys.friendActivity(userId), queryFn: () => getFriendActivity(userId), refetchInterval: 5_000 });
}
