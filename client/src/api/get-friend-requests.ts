import type { FriendRequestsResponse } from '@iec-bets/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * Pending requests other people sent the user: the Friends screen lists them, and the navigation counts them on its
 * Friends item. A /ws message refreshes them when someone asks (see use-realtime-updates). The read's key and fetch
 * are shared with the friends route's preloading, so that the server's picture of the screen shows them too.
 */
export const friendRequestsQuery = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.friendRequests(userId),
    queryFn: async () => (await api.get<FriendRequestsResponse>(`/api/users/${encodeURIComponent(userId)}/friend-requests`)).requests,
    // A visitor (no user id yet) has no requests to ask for.
    enabled: userId !== '',
  });

export function useFriendRequests(userId: string) {
  return useQuery(friendRequestsQuery(userId));
}
