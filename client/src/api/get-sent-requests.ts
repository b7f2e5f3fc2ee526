import type { FriendRequestsResponse } from '@iec-bets/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The user's own requests that are still waiting for an answer. */
/** The read's key and fetch, shared by the hook and by the route preloading that starts it before the screen's chunk has loaded. */
export const sentRequestsQuery = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.sentRequests(userId),
    queryFn: async () => (await api.get<FriendRequestsResponse>(`/api/users/${encodeURIComponent(userId)}/sent-requests`)).requests,
  });

export function useSentRequests(userId: string) {
  return useQuery(sentRequestsQuery(userId));
}
