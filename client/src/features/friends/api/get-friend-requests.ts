import type { FriendRequestsResponse } from '@iec-bets/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Pending requests other people sent the user. */
export function useFriendRequests(userId: string) {
  return useQuery({
    queryKey: queryKeys.friendRequests(userId),
    queryFn: async () => (await api.get<FriendRequestsResponse>(`/api/users/${encodeURIComponent(userId)}/friend-requests`)).requests,
  });
}
