import type { FriendRequestOutcome } from '@iec-bets/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function useRejectFriendRequest(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requestId: string) => api.put<FriendRequestOutcome>(`/api/friend-requests/${encodeURIComponent(requestId)}/reject`),
    // The requester may now be found and asked again, so the search is stale too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.friendRequests(userId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.userSearchAll }),
      ]),
  });
}
