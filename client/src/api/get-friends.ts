import type { FriendsResponse } from '@iec-bets/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The user's accepted friends: the friends screen lists them, the leaderboard and Election Predictions count them on their Friends tabs. */
/** The read's key and fetch, shared by the hook and by the route preloading that starts it before the screen's chunk has loaded. */
export const friendsQuery = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.friends(userId),
    queryFn: async () => (await api.get<FriendsResponse>(`/api/users/${encodeURIComponent(userId)}/friends`)).friends,
  });

export function useFriends(userId: string) {
  return useQuery(friendsQuery(userId));
}
