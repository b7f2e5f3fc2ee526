import type { FriendRequestsResponse } from '@iec-bets/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The user's own requests that are still waiting for an answer. */
export function useSentRequests(userId: string) {
  return useQuery({
    queryKey: queryKeys.sentRequests(userId),
    queryFn: async () => (await api.get<FriendRequestsResponse>(`/api/users/${encodeURIComponent(userId)}/sent-requests`)).requests,
  });
}
