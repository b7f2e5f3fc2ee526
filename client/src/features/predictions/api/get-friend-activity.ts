import type { FriendActivityResponse } from '@iec-bets/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * What friends answered and wrote on the public feed's newest page of questions, polled every 5 s (SPEC section 9)
 * so that a friend's new answer or comment shows without a reload. One request for the whole tab, where a poll per
 * question would send fifty every five seconds from every phone that has the tab open.
 */
export function useFriendActivityOnFeed(userId: string) {
  return useQuery({
    queryKey: queryKeys.friendActivity(userId),
    queryFn: async () => (await api.get<FriendActivityResponse>(`/api/users/${encodeURIComponent(userId)}/friend-activity`)).activity,
    refetchInterval: 5_000,
  });
}
